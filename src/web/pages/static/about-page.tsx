import { Link } from "wouter";
import { SIGN_UP_HREF } from "#web/lib/links.ts";
import { StaticPage } from "./static-page.tsx";

export function AboutPage() {
  return (
    <StaticPage
      title="About Zero Fluff, All Astrology"
      subtitle="Astrology that shows its working: real planetary positions, plain language, and no pretending it is something it is not."
    >
      <h2>What this is</h2>
      <p>
        Zero Fluff, All Astrology is a web app for people who like astrology but are tired of horoscopes that
        could have been written for anyone. You give us the date, time and place of your birth; we compute
        where the Sun, the Moon and the planets actually were at that moment, and everything you read here
        starts from those numbers: your birth chart, your daily horoscope, your transit forecast and, if you
        go premium, your compatibility reports, oracle answers and personality analysis.
      </p>
      <p>
        The name is the promise. No vague "the universe has plans for you" filler, no mystical padding to make
        a paragraph look longer, no upsell disguised as a prophecy. If a reading says Mars is squaring your
        Moon this week, it is because Mars is squaring your Moon this week, and the reading tells you so.
      </p>

      <h2>Why we built it</h2>
      <p>
        Most horoscopes are written per Sun sign, which means one text is shared by roughly one in twelve
        people on the planet. That is fine as a bit of fun, but it is not what astrology, as a tradition,
        actually describes. A chart is specific to a moment and a place, and the sky moves every day. We
        wanted a tool that takes that seriously on the arithmetic side and lightly on the mystical side.
      </p>
      <p>We hold ourselves to three rules:</p>
      <ul>
        <li>
          <strong>Every reading says what it is based on.</strong> Horoscopes and forecasts name the
          placements, aspects and transits behind them, so you can check the claim instead of taking our word
          for it.
        </li>
        <li>
          <strong>No text without a chart basis.</strong> We do not invent a horoscope and then look for a
          planet to blame. The positions come first; the words follow from them.
        </li>
        <li>
          <strong>Plain words.</strong> You should not need a glossary to understand what your own chart is
          saying. Where a technical term is useful, we explain it.
        </li>
      </ul>

      <h2>Two voices: normal and roast</h2>
      <p>
        Readings come in a normal voice, which is direct but kind, and, for premium members, a roast voice.
        The roast voice is the friend who has known you for years and has stopped being polite about your
        habits: the unanswered messages, the fifth "quick" online order of the week, the plan that is still a
        plan. It teases what you do, never who you are. It does not joke about appearance, health, identity or
        anything that actually hurts. You can switch between the two at any time and the underlying facts stay
        exactly the same; only the tone changes.
      </p>

      <h2>How your chart is computed</h2>
      <p>
        We take the astronomy part seriously, because that part can be right or wrong. Here is what happens
        when you save your birth data:
      </p>
      <ol>
        <li>
          <strong>Your local birth time becomes universal time.</strong> We use the official time zone history
          for your birth place, including daylight saving time and the local mean time used before standard
          time zones existed. Clocks have changed a lot over the last century, and a one-hour error moves your
          rising sign.
        </li>
        <li>
          <strong>We compute geocentric apparent positions.</strong> For the Sun, the Moon and the planets
          from Mercury to Pluto we compute where they appeared as seen from the centre of the Earth at that
          instant, corrected for the time light takes to reach us and for the wobble of the Earth's axis. The
          calculations are ephemeris-grade: they are tested against reference charts derived from NASA JPL's
          planetary ephemeris, at a precision of arc seconds, far finer than any astrological interpretation
          needs.
        </li>
        <li>
          <strong>We place them in the tropical zodiac.</strong> Signs are measured from the spring equinox
          point, as in most Western astrology. That is why your Sun sign matches the one in magazines, even
          though the constellations behind the signs have drifted over the centuries.
        </li>
        <li>
          <strong>We divide the sky into houses with the Placidus system.</strong> Placidus is the most widely
          used house system in Western astrology and depends on your exact birth time and latitude. Beyond the
          polar circles, Placidus stops working: some parts of the zodiac never rise or set there, and the
          house cusps become undefined or absurd. For births at those latitudes we switch to Equal houses,
          which measure twelve equal 30° houses from the Ascendant, and the chart says so clearly.
        </li>
        <li>
          <strong>We find the aspects.</strong> Conjunctions, sextiles, squares, trines, quincunxes and
          oppositions between your planets, each with a fixed orb, so the same chart always gives the same
          answer. For transits we compute the moment an aspect becomes exact to the minute, rather than
          guessing from one snapshot per day.
        </li>
      </ol>
      <p>
        Only then does any text get written. The interpretations are drawn from a library of meanings we wrote
        ourselves for every planet, sign, house, aspect and transit, in both voices. Where an AI writing
        service is used to phrase a reading more fluidly, it receives the same chart facts and its answer is
        checked against them; if it fails, wanders off or times out, our own writer takes over.
      </p>

      <h2>What astrology is, and what it is not</h2>
      <p>
        We are going to be straight with you, because that is the whole point of the name. The positions of
        the planets are astronomy: they are measurable, and we measure them carefully. What those positions
        are supposed to mean for your personality or your week is astrology, and there is no scientific
        evidence that planets shape character or events. Astrology is a symbolic language, thousands of years
        old, that many people find useful for reflection, conversation and a bit of fun.
      </p>
      <p>
        So treat what you read here as entertainment and as a prompt for thinking about yourself, not as a
        prediction you must obey or advice you should act on. We will never tell you to take or stop a medical
        treatment, to sign or leave a contract, to invest, or to end a relationship because of a planet. For
        the longer version, read our <Link href="/disclaimer">disclaimer</Link>.
      </p>

      <h2>Who runs it</h2>
      <p>
        Zero Fluff, All Astrology is run by a one-person business: a Belgian sole proprietorship
        (eenmanszaak). There is no investor to please and no advertising to sell, which is why we do not track
        you across the web and do not sell your data. The app pays for itself through an optional premium
        subscription of €8.99 per month, paid by card through Stripe, which you can cancel at any time.
        Everything that makes your chart a chart is free.
      </p>
      <p>
        The owner's name, VAT number, business address and contact e-mail are listed in the business
        information in the footer of every page. Questions, corrections and well-argued complaints about a
        rising sign are all welcome there.
      </p>

      <h2>Where to go next</h2>
      <ul>
        <li>
          See what is free and what is premium on the <Link href="/features">features page</Link>.
        </li>
        <li>
          Read how we handle your birth data in the <Link href="/privacy">privacy policy</Link>.
        </li>
        <li>
          Ready to see your own chart? <Link href={SIGN_UP_HREF}>Create a free account</Link> and enter your
          birth data.
        </li>
      </ul>
    </StaticPage>
  );
}
