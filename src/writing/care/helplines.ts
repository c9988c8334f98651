/**
 * Where to find help, by country. 112 answers in every EU country (and in the UK, Switzerland and
 * Norway); the national lines below are free, anonymous or confidential services that answer
 * around the clock or most of it. A country we have no checked line for gets 112 and
 * findahelpline.com, which keeps a current directory.
 *
 * The country comes from the user's time zone (their settings): it says where they live now,
 * which is where help must be. The birth place says where they were born, and is not used.
 */

export type Country = "BE" | "NL" | "DE" | "AT" | "CH" | "FR" | "LU" | "ES" | "PT" | "IT" | "IE" | "GB";

export interface CountryLines {
  /** Emotional support and suicide prevention. */
  crisis: string;
  /** Violence at home, partner and family abuse. */
  abuse?: string;
  /** Children and young people, and anyone worried about a child. */
  child?: string;
}

export const HELPLINES: Readonly<Record<Country, CountryLines>> = {
  BE: {
    crisis:
      "Zelfmoordlijn 1813 (Dutch, also chat at zelfmoord1813.be) or Centre de Prévention du Suicide 0800 32 123 (French)",
    abuse: "1712 (Dutch) or Écoute Violences Conjugales 0800 30 030 (French)",
    child: "Awel 102 (Dutch) or Écoute-Enfants 103 (French)",
  },
  NL: {
    crisis: "113 Zelfmoordpreventie: 113 or 0800 0113 (free)",
    abuse: "Veilig Thuis 0800 2000",
    child: "De Kindertelefoon 0800 0432",
  },
  DE: {
    crisis: "TelefonSeelsorge 0800 111 0 111 or 0800 111 0 222",
    abuse: "Hilfetelefon Gewalt gegen Frauen 116 016",
    child: "Nummer gegen Kummer 116 111",
  },
  AT: { crisis: "TelefonSeelsorge 142", child: "Rat auf Draht 147" },
  CH: { crisis: "Die Dargebotene Hand / La Main Tendue 143", child: "Pro Juventute 147" },
  FR: {
    crisis: "3114 (numéro national de prévention du suicide)",
    abuse: "3919 (Violences Femmes Info)",
    child: "119 (Allô Enfance en Danger)",
  },
  LU: { crisis: "SOS Détresse 45 45 45", child: "Kanner-Jugendtelefon 116 111" },
  ES: {
    crisis: "Línea 024 (atención a la conducta suicida)",
    abuse: "016 (violencia de género)",
    child: "Fundación ANAR 900 20 20 10",
  },
  PT: { crisis: "SNS 24: 808 24 24 24", child: "SOS Criança 116 111" },
  IT: {
    crisis: "Telefono Amico Italia 02 2327 2327",
    abuse: "1522 (antiviolenza e stalking)",
    child: "Telefono Azzurro 19696",
  },
  IE: { crisis: "Samaritans 116 123", child: "Childline 1800 66 66 66" },
  GB: { crisis: "Samaritans 116 123", child: "Childline 0800 1111" },
};

const ZONES: Readonly<Record<string, Country>> = {
  "Europe/Brussels": "BE",
  "Europe/Amsterdam": "NL",
  "Europe/Berlin": "DE",
  "Europe/Busingen": "DE",
  "Europe/Vienna": "AT",
  "Europe/Zurich": "CH",
  "Europe/Paris": "FR",
  "Europe/Luxembourg": "LU",
  "Europe/Madrid": "ES",
  "Atlantic/Canary": "ES",
  "Africa/Ceuta": "ES",
  "Europe/Lisbon": "PT",
  "Atlantic/Madeira": "PT",
  "Atlantic/Azores": "PT",
  "Europe/Rome": "IT",
  "Europe/Dublin": "IE",
  "Europe/London": "GB",
};

/** The country of an IANA time zone, when it is one we hold lines for. */
export function countryOfTimeZone(zone: string | null | undefined): Country | undefined {
  return zone ? ZONES[zone] : undefined;
}
