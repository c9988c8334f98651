/** A birth without a time of day (Paris, 15 July 1990), shared by the tests of unknown-time charts. */
export const UNKNOWN_TIME_BIRTH = {
  date: "1990-07-15",
  zone: "Europe/Paris",
  latDeg: 48.85,
  lonDeg: 2.35,
} as const;
