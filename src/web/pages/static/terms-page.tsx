import { Link } from "wouter";
import { Callout, LEGAL_TEXTS_UPDATED, StaticPage } from "./static-page.tsx";

export function TermsPage() {
  return (
    <StaticPage
      title="Terms of Service"
      subtitle="The agreement between you and us when you use Zero Fluff, All Astrology, written to be read."
      updated={LEGAL_TEXTS_UPDATED}
    >
      <Callout title="The essentials">
        <p>
          The free plan is free. Premium costs €8.99 per month including VAT, renews automatically every month
          and can be cancelled at any time in Settings; it then stays active until the end of the month you
          paid for. Astrology here is entertainment and reflection, not advice. Belgian law applies, and your
          rights as a consumer always come first.
        </p>
      </Callout>

      <h2>1. Who we are and what these terms cover</h2>
      <p>
        Zero Fluff, All Astrology (the "service", "we", "us") is operated by a Belgian sole proprietorship
        (eenmanszaak). The owner's name, VAT number, business address and contact e-mail address are listed in
        the business information in the footer of every page.
      </p>
      <p>
        These terms apply to every use of the website and the web app. By creating an account you accept them.
        How we handle personal data is described separately in our <Link href="/privacy">privacy policy</Link>{" "}
        and <Link href="/cookies">cookie policy</Link>; the nature of what we offer is explained further in
        our <Link href="/disclaimer">disclaimer</Link>.
      </p>

      <h2>2. The service</h2>
      <p>
        The service computes astrological charts from real planetary positions for the birth data you provide,
        and turns them into written readings: birth chart interpretations, daily horoscopes, transit
        forecasts, a daily cosmic to-do list and, for premium members, further features such as personality
        analyses, compatibility reports, oracle answers, shareable images and throwback horoscopes. The
        current list of features is on the <Link href="/features">features page</Link>.
      </p>
      <p>
        Readings are generated automatically, by our own writing engine and possibly with the help of an AI
        writing service. They are offered for entertainment and self-reflection only. Nothing in the service
        is medical, psychological, legal, financial or any other professional advice.
      </p>

      <h2>3. Your account</h2>
      <ul>
        <li>You must be at least 16 years old to create an account.</li>
        <li>
          An account is for one person. Do not share it, and do not create accounts for other people or
          several accounts for yourself, for example to get around daily limits.
        </li>
        <li>
          Give accurate information, keep your e-mail address up to date, and verify it when we ask you to.
          You need a verified e-mail address to sign in.
        </li>
        <li>
          Keep your password to yourself. You are responsible for what happens in your account unless you show
          that someone else used it without your fault. If you suspect misuse, change your password and let us
          know.
        </li>
        <li>
          The quality of your chart depends on the birth data you enter. We compute precisely from what you
          give us; we cannot correct a wrong birth time we do not know about.
        </li>
      </ul>

      <h2>4. Free and premium plans</h2>
      <p>
        The <strong>free plan</strong> includes the complete birth chart with its wheel and interpretations,
        the daily horoscope, a 7-day transit forecast and the cosmic to-do list. It costs nothing and has no
        time limit.
      </p>
      <p>
        The <strong>premium plan</strong> adds the premium features described on the features page, including
        personality analysis, extended transit forecasts of up to 60 days, compatibility reports, roast mode,
        Ask the Oracle (one question per day), Daily Dose of Zero images and throwback horoscopes (one date
        per day). Daily limits reset at midnight in your own time zone.
      </p>

      <h2>5. Price, payment and renewal</h2>
      <ul>
        <li>
          Premium costs <strong>€8.99 per month, VAT included</strong>. The price shown at checkout is the
          price you pay; there are no hidden costs.
        </li>
        <li>
          Payment is by card through our payment provider, Stripe. Your card details go directly to Stripe; we
          never see them.
        </li>
        <li>
          Your subscription <strong>renews automatically every month</strong> on the same day of the month,
          and your card is charged at the start of each new period, until you cancel.
        </li>
        <li>
          Premium is normally unlocked as soon as your payment is confirmed. If the payment confirmation is
          delayed it can take up to 24 hours; if it takes longer, contact us.
        </li>
        <li>
          If a renewal payment fails, Stripe may try again for a short period. If payment remains impossible,
          your account returns to the free plan.
        </li>
        <li>
          We may change the price for future periods. We will tell you by e-mail at least 30 days before a new
          price applies to you, and you can cancel before it takes effect. A price change never applies to a
          period you have already paid for.
        </li>
      </ul>

      <h2>6. Cancelling your subscription</h2>
      <p>
        You can cancel at any time in <strong>Settings → Subscription Management</strong>. No phone call, no
        e-mail, no retention maze. The cancellation takes effect at the end of the period you have already
        paid for: premium stays active until then, and you are not charged again. After that your account
        continues on the free plan; your birth chart and the free features stay available.
      </p>
      <p>
        Apart from the right of withdrawal described below and cases where the law requires it, we do not
        refund the unused part of a monthly period you cancel during.
      </p>

      <h2>7. Your 14-day right of withdrawal</h2>
      <p>
        As a consumer in the European Union you normally have the right to withdraw from an online contract
        within 14 days of concluding it, without giving a reason. For digital content and services that start
        straight away, EU law and the Belgian Code of Economic Law set out how that right works:
      </p>
      <ul>
        <li>
          Premium unlocks immediately after payment. At checkout we therefore ask you to expressly agree that
          we start supplying the premium features straight away, and to acknowledge that you thereby lose your
          right of withdrawal once supply has begun. If you give that consent and acknowledgement, the right
          of withdrawal no longer applies to that subscription.
        </li>
        <li>
          If, for whatever reason, you did not give that consent and acknowledgement, you may withdraw within
          14 days of subscribing. Tell us clearly, for example with an e-mail to the contact address in the
          footer stating that you withdraw from the premium subscription. We will end premium and refund the
          payment within 14 days, to the card you paid with. If you asked us to start during the withdrawal
          period, we may deduct an amount proportionate to the days premium was active.
        </li>
        <li>
          Monthly renewals continue the same contract; they do not start a new withdrawal period. You can
          still cancel any future renewal at any time, as described above.
        </li>
      </ul>

      <h2>8. Acceptable use</h2>
      <p>Use the service for its purpose and in good faith. In particular, do not:</p>
      <ul>
        <li>
          scrape, copy in bulk or automatically query the service, or resell or redistribute its readings
          commercially;
        </li>
        <li>
          try to get around daily limits, premium restrictions, rate limits or security measures, or probe,
          overload or attack our systems;
        </li>
        <li>
          access other people's accounts or data, or enter someone else's birth data for a compatibility
          report when you have no good reason to think they would be fine with it;
        </li>
        <li>
          use oracle questions or any other input to submit unlawful, threatening, hateful or harassing
          content;
        </li>
        <li>impersonate someone else or give false information to obtain a benefit.</li>
      </ul>
      <p>
        Decompiling or reverse-engineering the software is not allowed, except to the extent that the law
        expressly permits it.
      </p>

      <h2>9. Roast mode is humour</h2>
      <p>
        Roast mode, available to premium members, is a deliberately cheeky and blunt voice. It makes fun of
        habits and behaviour that a chart supposedly encourages: procrastination, overthinking, impulse
        shopping, leaving messages on read. It is written never to target appearance, health, identity or any
        group, and never to joke about anything like self-harm, illness or grief. You switch it on yourself
        and can switch it off at any time.
      </p>
      <p>
        Humour is personal. If a roast lands badly, switch back to the normal voice, and if a text ever
        crosses the lines described above, please tell us so we can fix it.
      </p>

      <h2>10. Automatically generated content</h2>
      <p>
        Planetary positions are computed carefully, but readings are written automatically and can contain
        mistakes, inconsistencies or phrasing we would not have chosen. Do not rely on them for decisions that
        matter. If you notice an error, we are glad to hear about it.
      </p>

      <h2>11. Intellectual property</h2>
      <p>
        The service, its software, design, chart wheel, name, and the library of interpretations and texts we
        wrote belong to us or our licensors and are protected by intellectual property law. We give you a
        personal, non-exclusive, non-transferable right to use the service and the readings generated for you,
        for your own non-commercial purposes, for as long as you have an account.
      </p>
      <p>
        You may share your own readings and your Daily Dose of Zero images with friends and on your personal
        social media accounts. Please do not remove the name of the service from shared images, and do not use
        our name or content to suggest that we endorse you.
      </p>
      <p>
        What you write yourself, such as your oracle questions, remains yours. You allow us to store and
        process it only to provide the service to you.
      </p>

      <h2>12. Availability and changes to the service</h2>
      <p>
        We work to keep the service available and correct, but we cannot promise that it will be uninterrupted
        or free of errors. We may need to take it offline for maintenance, preferably at quiet times, and
        incidents outside our control can cause outages.
      </p>
      <p>
        We may improve, change or remove features over time. If we make a change that substantially reduces
        the premium features you pay for, we will tell you in advance; you may then cancel and, if you do, we
        refund the unused part of your current period. If we ever stop the service altogether, we will give at
        least 30 days' notice and refund any unused paid period.
      </p>

      <h2>13. Liability</h2>
      <p>
        We are liable under Belgian law for damage caused by our failure to meet our obligations under these
        terms. To the extent the law allows:
      </p>
      <ul>
        <li>
          we are not liable for decisions you make, or do not make, based on a reading, because readings are
          entertainment and not advice;
        </li>
        <li>
          we are not liable for indirect damage, such as lost profits, lost opportunities or lost data that
          you could reasonably have kept a copy of;
        </li>
        <li>
          we are not liable for delays or failures caused by events beyond our reasonable control (force
          majeure), such as failures of networks or providers we depend on;
        </li>
        <li>
          our total liability towards you is limited to the amount you paid us in the twelve months before the
          event that caused the damage.
        </li>
      </ul>
      <p>
        Nothing in these terms limits or excludes our liability for death or personal injury caused by our
        fault, for intentional misconduct or gross negligence of ourselves or those we rely on, or any other
        liability that cannot be limited under Belgian law. Nor do these terms affect your statutory rights as
        a consumer, including the legal guarantee that digital content and services must conform to the
        contract.
      </p>

      <h2>14. Ending the agreement</h2>
      <p>
        You can stop using the service at any time and delete your account yourself in Settings. Deleting your
        account also stops any future renewals of your subscription.
      </p>
      <p>
        We may suspend or close an account that seriously or repeatedly breaks these terms, for example
        through fraud, attacks on the service or abuse of other people's data. Unless the breach is serious or
        urgent, we will first warn you and give you the chance to stop. If we close your account without any
        fault on your part, we refund the unused part of a paid period.
      </p>

      <h2>15. Changes to these terms</h2>
      <p>
        We may update these terms, for example when we add features or the law changes. For changes that
        matter to you, we will notify you by e-mail or in the app at least 30 days before they take effect. If
        you do not agree, you can cancel your subscription or delete your account before then; if you keep
        using the service after the changes take effect, the new terms apply. The version in force is always
        on this page, with its date at the top.
      </p>

      <h2>16. Governing law and competent courts</h2>
      <p>
        These terms are governed by Belgian law. If you are a consumer living in another country, you keep the
        protection of the mandatory consumer law of that country where it gives you more rights.
      </p>
      <p>
        Disputes fall under the jurisdiction of the Belgian courts of the district where the business is
        established, except that, as a consumer, you may also bring a case before the courts of the place
        where you live, and we can only bring a case against you before those courts.
      </p>

      <h2>17. Complaints and dispute resolution</h2>
      <p>
        If something goes wrong, please contact us first via the contact e-mail in the footer. We aim to
        answer within a few working days and to find a fair solution.
      </p>
      <p>
        If we cannot resolve your complaint together, you can turn to the Belgian Consumer Mediation Service
        (Consumentenombudsdienst / Service de Médiation pour le Consommateur), which handles consumer disputes
        free of charge or refers them to the competent body:{" "}
        <a href="https://consumentenombudsdienst.be" target="_blank" rel="noopener noreferrer">
          consumentenombudsdienst.be
        </a>
        . For disputes with a trader in another EU country, the European Consumer Centre in your country can
        help.
      </p>
      <p>
        The European Commission's Online Dispute Resolution (ODR) platform, to which online traders used to
        refer, was closed on 20 July 2025 when the EU repealed the regulation behind it (Regulation (EU)
        2024/3228). Disputes can no longer be submitted there; the routes above remain available, as do the
        courts.
      </p>

      <h2>18. Contact</h2>
      <p>
        Questions about these terms, your subscription or anything else: use the contact e-mail address in the
        business information in the footer of every page.
      </p>
    </StaticPage>
  );
}
