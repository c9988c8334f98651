import { Link } from "wouter";
import { Callout, LEGAL_TEXTS_UPDATED, StaticPage } from "./static-page.tsx";

/** A tappable phone number that never breaks across lines. */
function Phone({ number }: { number: string }) {
  return (
    <a href={`tel:${number.replaceAll(" ", "")}`} className="font-semibold whitespace-nowrap">
      {number}
    </a>
  );
}

export function DisclaimerPage() {
  return (
    <StaticPage
      title="Disclaimer"
      subtitle="Precise planets, symbolic meanings. What that means for how you should, and should not, use this app."
      updated={LEGAL_TEXTS_UPDATED}
    >
      <Callout title="If you are in crisis">
        <p>
          This app cannot help in an emergency. If you or someone near you is in danger, call your local
          emergency number right away: in Belgium and everywhere in the EU, that is <Phone number="112" />.
        </p>
        <p>
          If you are thinking about suicide, you can talk to someone now, anonymously and free of charge: in
          Belgium call the Zelfmoordlijn on <Phone number="1813" /> (Dutch) or the Centre de Prévention du
          Suicide on <Phone number="0800 32 123" /> (French). For a listening ear on anything else,
          Tele-Onthaal (<Phone number="106" />) and Télé-Accueil (<Phone number="107" />) answer day and
          night.
        </p>
      </Callout>

      <h2>Astrology is not a science</h2>
      <p>
        We say this plainly because the name of the app promises it. Astrology is a symbolic tradition, not a
        science. There is no scientific evidence that the positions of the planets at your birth shape your
        character, or that their movements today decide what happens to you. Controlled studies have not found
        that astrologers can predict personality or events better than chance.
      </p>
      <p>
        We still think astrology can be worthwhile: as a shared language for talking about temperament and
        relationships, as a prompt to look at your own habits from a new angle, and as fun. That is exactly
        and only how this app is meant to be used.
      </p>

      <h2>For entertainment and self-reflection</h2>
      <p>
        Everything you read here, from your birth chart interpretation to your daily horoscope, transit
        forecasts, compatibility scores, oracle answers, personality analysis and to-do list, is offered for
        entertainment and self-reflection. Take what resonates, laugh at what does not, and make your own
        decisions with your own judgement.
      </p>

      <h2>Not professional advice</h2>
      <p>Nothing in this app is, or replaces, professional advice of any kind. In particular:</p>
      <ul>
        <li>
          <strong>Not medical advice.</strong> Wellness notes are light suggestions, not diagnoses or
          treatments. Never start, stop or change a treatment because of a horoscope; talk to a doctor.
        </li>
        <li>
          <strong>Not psychological advice.</strong> A personality analysis is a symbolic portrait, not an
          assessment. If you are struggling, a GP, psychologist or counsellor can actually help.
        </li>
        <li>
          <strong>Not legal advice.</strong> Do not sign, break or challenge a contract because Mercury is
          doing something. Ask a lawyer.
        </li>
        <li>
          <strong>Not financial advice.</strong> No transit is a reason to invest, borrow, buy or sell. Ask a
          qualified financial adviser.
        </li>
        <li>
          <strong>Not relationship verdicts.</strong> A compatibility score is a talking point, not a reason
          to stay with or leave anyone.
        </li>
      </ul>

      <h2>Precise positions, symbolic interpretations</h2>
      <p>There are two very different layers in every reading, and we want you to know which is which:</p>
      <ul>
        <li>
          <strong>The positions are astronomy.</strong> Where the Sun, the Moon and the planets were at your
          birth, and where they are today, is computed with ephemeris-grade precision: geocentric apparent
          positions, the tropical zodiac, Placidus houses (Equal houses beyond the polar circles) and aspects
          timed to the minute. These numbers can be checked, and we check them.
        </li>
        <li>
          <strong>The meanings are symbolism.</strong> That Mars stands for drive or Venus for affection is a
          convention of the astrological tradition, not a measurement. Our interpretations follow that
          tradition as honestly as we can, and every reading tells you which placements and transits it is
          based on, but the step from "Saturn squares your Sun" to "this week asks for patience" is
          interpretation, not fact.
        </li>
      </ul>
      <p>
        Your chart is also only as accurate as the birth data you enter. A birth time that is off by half an
        hour can change your rising sign and your houses.
      </p>

      <h2>AI-written texts can be wrong</h2>
      <p>
        Readings are written automatically, by our own writing engine and in some cases with the help of an AI
        language model. We give these tools the computed chart facts and check what comes back, but automatic
        texts can still misstate a detail, contradict themselves, repeat a cliché or sound more certain than
        anything in astrology deserves. Treat them with the same healthy scepticism as any other text written
        by a machine. If you spot an error, tell us via the contact e-mail in the footer of every page.
      </p>

      <h2>Roast mode is humour</h2>
      <p>
        Roast mode is an optional voice for people who enjoy being teased. It jokes about habits and behaviour
        (the overflowing inbox, the gym membership with excellent attendance from your bank account, the three
        unfinished hobbies) and never about who you are. It is written not to comment on appearance, health,
        identity, background or any group, and not to joke about self-harm, illness, death or grief. A roast
        is not a judgement of your worth. If it stops being fun, switch back to the normal voice; if a text
        ever crosses those lines, let us know and we will fix it.
      </p>

      <h2>Your own responsibility</h2>
      <p>
        You decide what to do with what you read. To the extent the law allows, we are not responsible for
        decisions made on the basis of a reading; the details are in our{" "}
        <Link href="/terms">terms of service</Link>. If you want to know how we compute charts and why we
        built the app this way, read <Link href="/about">about us</Link>.
      </p>
    </StaticPage>
  );
}
