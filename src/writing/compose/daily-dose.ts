/**
 * Daily Dose of Zero: one true statement about today's sky and a call to action.
 */
import { SIGN_TEXT } from "../content/signs.ts";
import type { Phrasings } from "../content/types.ts";
import type { Basis, BasisItem, Planet, SkyFacts, Voice } from "../facts.ts";
import { Rng } from "../rng.ts";
import { fill, joinList, PHASE_NAME, POINT_NAME, paragraph, SIGN_NAME, theName } from "../text.ts";
import { say } from "./shared.ts";

export interface DailyDose {
  astroFact: string;
  callToAction: string;
  basis: Basis;
}

const RETRO_CTA: Readonly<Partial<Record<Planet, Phrasings>>> = {
  mercury: {
    normal: [
      "Reread before you send and back up what matters",
      "Double-check times, addresses and attachments today",
    ],
    roast: [
      "Proofread the text to your ex. Better: do not send it",
      "Check the attachment is attached. Then check again",
    ],
  },
  venus: {
    normal: [
      "Revisit what you value before buying or committing",
      "Fix a relationship habit instead of starting a new one",
    ],
    roast: [
      "Your ex is not a new idea; leave them in the archive",
      "Do not buy the thing that promises a new you",
    ],
  },
  mars: {
    normal: [
      "Finish an old task before starting a new fight for attention",
      "Redirect frustration into a task you can finish",
    ],
    roast: [
      "Pick up the abandoned project instead of starting a new one",
      "Do not start an argument you will have to redo later",
    ],
  },
};

const GENERIC_CTA: Phrasings = {
  normal: ["Use the day for {moonDay}: {task}", "Today suits {moonDay}, so: {task}"],
  roast: ["The Moon says {moonDay}. You say: {task}", "Today's vibe: {moonDay}. Today's job: {task}"],
};

/** Composes the Daily Dose: a true sky statement (Moon sign and phase, retrogrades, events) and a call to action. */
export function composeDailyDose(sky: SkyFacts, voice: Voice, seed: string): DailyDose {
  const rng = new Rng(`${seed}|dose|${sky.dateLocal}|${voice}`);
  const basis: BasisItem[] = [{ kind: "moon", sign: sky.moonSign, phase: sky.moonPhase, house: null }];
  const retro = sky.positions.filter((p) => p.retrograde && p.body !== "sun" && p.body !== "moon");
  const retroParts = retro
    .slice(0, 2)
    .map((p) => `${POINT_NAME[p.body]} is retrograde in ${SIGN_NAME[p.sign]}`);
  for (const p of retro.slice(0, 2))
    basis.push({ kind: "sky", body: p.body, sign: p.sign, retrograde: true });
  const moonPart = `The Moon is in ${SIGN_NAME[sky.moonSign]} (${PHASE_NAME[sky.moonPhase]})`;
  const factParts = [moonPart, ...retroParts];
  const event = sky.events[0];
  let eventPart = "";
  if (event) {
    eventPart =
      event.kind === "ingress"
        ? `${theName(event.body)} enters ${SIGN_NAME[event.sign]} today`
        : `${theName(event.body)} stations ${event.direction === "retrograde" ? "retrograde" : "direct"} in ${SIGN_NAME[event.sign]} today`;
    basis.push({
      kind: "sky",
      body: event.body,
      sign: event.sign,
      retrograde: event.direction === "retrograde",
      event: event.kind,
    });
  }
  const astroFact = paragraph([joinList(factParts), ...(eventPart ? [eventPart] : [])]);

  const mainRetro = retro.find((p) => RETRO_CTA[p.body] !== undefined);
  const cta = mainRetro
    ? say(rng, RETRO_CTA[mainRetro.body] as Phrasings, voice)
    : fill(say(rng, GENERIC_CTA, voice), {
        moonDay: say(rng, SIGN_TEXT[sky.moonSign].moonDay, voice),
        task: say(rng, SIGN_TEXT[sky.moonSign].moonTasks, voice).toLowerCase(),
      });
  return { astroFact, callToAction: paragraph([cta]), basis };
}
