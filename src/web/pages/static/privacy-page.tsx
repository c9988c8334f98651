import { Link } from "wouter";
import { Callout, LEGAL_TEXTS_UPDATED, StaticPage } from "./static-page.tsx";

export function PrivacyPage() {
  return (
    <StaticPage
      title="Privacy Policy"
      subtitle="What we collect, why, how long we keep it, who else touches it, and how you stay in control."
      updated={LEGAL_TEXTS_UPDATED}
    >
      <Callout title="The short version">
        <p>
          We collect what we need to run your account and compute your chart, and nothing for advertising. We
          do not sell your data, we do not track you across other websites, and we never see your card number.
          You can download everything we hold about you as a JSON file, or delete your account, yourself, in
          Settings.
        </p>
      </Callout>

      <p>
        This policy explains how Zero Fluff, All Astrology (the "service", "we", "us") handles personal data
        under the EU General Data Protection Regulation (GDPR) and the Belgian law of 30 July 2018 on the
        protection of natural persons with regard to the processing of personal data. It applies to the
        website and the web app, including the e-mails we send you.
      </p>

      <h2>1. Who is responsible for your data</h2>
      <p>
        The controller of your personal data is the Belgian sole proprietorship (eenmanszaak) that runs this
        service. Its owner's name, VAT number, business address and contact e-mail address are listed in the
        business information in the footer of every page. For anything about your data, write to that e-mail
        address; the owner reads and answers privacy requests personally.
      </p>
      <p>
        We have not appointed a data protection officer, because the GDPR does not require one for a business
        of this size and kind. That does not make your questions less welcome.
      </p>

      <h2>2. What data we collect</h2>

      <h3>Account data</h3>
      <ul>
        <li>First name, last name, username and e-mail address, which you give us when you sign up.</li>
        <li>
          Your password, stored only as an argon2id hash. A hash is a one-way fingerprint: it lets us check
          the password you type when you sign in, but nobody, including us, can read your password back from
          it.
        </li>
        <li>Whether you have verified your e-mail address, and when your account was created.</li>
      </ul>

      <h3>Birth data</h3>
      <ul>
        <li>
          Your birth date, birth time and birth place, with the place's latitude, longitude and time zone.
        </li>
        <li>
          If your account has no time zone yet, your browser's time zone setting (for example
          "Europe/Brussels"), so that "today" means your today.
        </li>
      </ul>
      <p>
        Birth data is used only to compute your chart and the readings derived from it. We do not use it for
        anything else, we do not combine it with data from other sources, and we do not share it with anyone
        except the processors listed in section 6, and only as far as they need it.
      </p>

      <h3>Morning digest and reading preferences</h3>
      <ul>
        <li>
          Whether you turned on the morning digest (it is off until you tick it), the hour it goes out at,
          your time zone, and the voice pages open in.
        </li>
        <li>
          For each day, whether your digest was sent or skipped (for example because it could not go out
          within three hours of your hour), so that it is sent once a day at most. These rows are deleted with
          your account.
        </li>
        <li>
          The unsubscribe link in every digest carries a signed code made from your account number. It is not
          stored; it can only turn the digest off.
        </li>
      </ul>

      <h3>Usage and security data</h3>
      <ul>
        <li>
          The time of your last sign-in, how many times you have signed in, and the IP address of your last
          sign-in. We keep these to spot stolen accounts and abuse.
        </li>
        <li>
          Your active sessions: a random session identifier linked to your account, with its expiry time. See
          the <Link href="/cookies">cookie policy</Link> for the cookie that carries it.
        </li>
        <li>
          Technical server logs (time, requested address, response status and IP address) to find errors and
          fend off attacks.
        </li>
      </ul>

      <h3>Subscription data</h3>
      <ul>
        <li>
          Your plan (free or premium), the status of your subscription and the date until which it is paid.
        </li>
        <li>
          The customer identifier and subscription identifier that Stripe, our payment provider, assigns to
          you, so that we can match a payment to your account and show your subscription correctly.
        </li>
      </ul>
      <p>
        Your card details are entered on Stripe's checkout page and handled by Stripe. We never receive, see
        or store your card number, expiry date or security code.
      </p>

      <h3>Content created for and by you</h3>
      <ul>
        <li>
          Texts generated for you: horoscopes, chart interpretations, transit forecasts, personality analyses,
          compatibility reports, throwback horoscopes and Daily Dose of Zero quotes. We store them so you can
          read them again without waiting, and so the daily limits of some features can be applied.
        </li>
        <li>
          The questions you ask the Oracle and the answers you received, which make up your question history.
        </li>
        <li>The dates you look up with the throwback feature.</li>
        <li>
          For compatibility reports: the name, birth date, birth time and birth place of the other person that
          you enter. Please only enter someone else's details if you have a good reason to think they would be
          fine with it; we use them only to compute that report.
        </li>
      </ul>
      <p>
        The ticks on your cosmic to-do list are not sent to us at all: they are kept in your own browser's
        storage.
      </p>

      <h3>Calendar link</h3>
      <p>
        If you use "Add to calendar" or open the Calendar Link card in Settings, we store a calendar token: a
        random code that is part of your private calendar address, linked to your account, with the time it
        was made. Anyone who has the address can read the exact times of your transits, so we show it only to
        you, and you can revoke it in Settings at any time; a revoked address stops working at once. The
        calendar app you subscribe with fetches the address from our server now and then; those requests
        appear in our server logs like any other. The token is deleted when you revoke it or delete your
        account.
      </p>

      <h3>E-mails and messages</h3>
      <p>
        We send e-mails needed to run your account, such as the address verification link and password reset
        links. If you write to us, we keep your message and our reply for as long as needed to handle your
        request. We do not send newsletters or marketing e-mails without your consent.
      </p>

      <h3>Push notifications (only if you turn them on)</h3>
      <ul>
        <li>
          The push endpoint of each browser or device you turn notifications on for: an address your browser's
          push service (for example Google, Mozilla or Apple) gives to that browser, with the two keys that
          encrypt what we send to it. We store it so that we can send you the notifications you chose.
        </li>
        <li>
          Which kinds you chose ("Today" and, on Premium, "Exact now"), the hour of the daily one, and a
          record of which notification went out on which day, so that none is sent twice.
        </li>
      </ul>
      <p>
        The text of a notification is encrypted for your browser before it leaves our server: the push service
        carries it without being able to read it, and sees only the endpoint and the time. We delete an
        endpoint when you turn notifications off for that browser, when the push service tells us it no longer
        exists, and with your account.
      </p>

      <h2>3. Why we use it, and on what legal basis</h2>
      <div className="overflow-x-auto">
        <table>
          <caption className="sr-only">Purposes of processing and their legal bases</caption>
          <thead>
            <tr>
              <th scope="col">Purpose</th>
              <th scope="col">Legal basis (GDPR article 6)</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>
                Creating and running your account, computing your chart, writing your readings, providing
                premium features, sending account e-mails
              </td>
              <td>Performance of our contract with you (6.1.b)</td>
            </tr>
            <tr>
              <td>Taking payments and managing your subscription</td>
              <td>Performance of our contract with you (6.1.b)</td>
            </tr>
            <tr>
              <td>
                Keeping accounts secure: sign-in records, last sign-in IP address, server logs, rate limits,
                detecting fraud and abuse
              </td>
              <td>
                Our legitimate interest, and yours, in a service that cannot easily be broken into or misused
                (6.1.f)
              </td>
            </tr>
            <tr>
              <td>Keeping invoices and payment records for bookkeeping and tax purposes</td>
              <td>Legal obligation under Belgian accounting and tax law (6.1.c)</td>
            </tr>
            <tr>
              <td>Anything optional we explicitly ask your permission for, such as news about the service</td>
              <td>Your consent (6.1.a), which you can withdraw at any time</td>
            </tr>
          </tbody>
        </table>
      </div>
      <p>
        Providing your account and birth data is necessary to use the service: without a birth date, time and
        place there is no chart to compute. Everything else in your profile is up to you.
      </p>

      <h2>4. What we do not do</h2>
      <ul>
        <li>We do not sell or rent personal data, and we do not show advertising.</li>
        <li>We do not use analytics or advertising trackers, and we do not build marketing profiles.</li>
        <li>
          We do not make decisions about you that have legal or similarly significant effects by automated
          means. Your readings are generated automatically, but a horoscope has no legal effect on you, and
          nothing about your account depends on what your chart says.
        </li>
      </ul>

      <h2>5. How long we keep it</h2>
      <div className="overflow-x-auto">
        <table>
          <caption className="sr-only">Retention periods per kind of data</caption>
          <thead>
            <tr>
              <th scope="col">Data</th>
              <th scope="col">Kept for</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>Account data, birth data, oracle questions and generated texts</td>
              <td>
                As long as your account exists. Texts derived from your chart are also discarded when you
                change your birth data.
              </td>
            </tr>
            <tr>
              <td>Sessions</td>
              <td>Until you sign out, or 30 days after you last used the service.</td>
            </tr>
            <tr>
              <td>Last sign-in IP address</td>
              <td>Replaced at every sign-in; deleted with your account.</td>
            </tr>
            <tr>
              <td>Verification and password reset links</td>
              <td>Until used or expired (a verification link expires after 7 days).</td>
            </tr>
            <tr>
              <td>Server logs</td>
              <td>At most 30 days, unless needed longer to investigate a specific security incident.</td>
            </tr>
            <tr>
              <td>Invoices and payment records, with the Stripe identifiers they refer to</td>
              <td>
                As long as Belgian accounting and tax law requires, currently ten years, even after your
                account is deleted.
              </td>
            </tr>
          </tbody>
        </table>
      </div>
      <p>
        When you delete your account, your data is removed from our live database straight away and all your
        sessions end. Copies in backups disappear when those backups are overwritten in their normal rotation;
        until then they are not used for anything except restoring the service after a failure.
      </p>

      <h2>6. Who else processes your data</h2>
      <p>
        We use a small number of service providers ("processors") who handle data on our behalf, under a
        written agreement, only on our instructions and only as far as their job requires:
      </p>
      <ul>
        <li>
          <strong>Hosting provider:</strong> runs the servers and the database on which the service and your
          data live.
        </li>
        <li>
          <strong>Stripe</strong> (Stripe Payments Europe, Ltd., Dublin, Ireland): processes your card
          payments and manages your subscription. Stripe receives the data you enter on its checkout page and
          the e-mail address of your account. For its own legal obligations and fraud prevention Stripe also
          acts as an independent controller; see{" "}
          <a href="https://stripe.com/privacy" target="_blank" rel="noopener noreferrer">
            Stripe's privacy policy
          </a>
          .
        </li>
        <li>
          <strong>E-mail delivery provider:</strong> delivers the e-mails we send you, and so receives your
          e-mail address and the content of those e-mails.
        </li>
        <li>
          <strong>AI text provider (optional):</strong> some readings may be phrased with the help of an AI
          writing service. It only receives chart facts, such as "Moon in Taurus in the 4th house, Saturn
          square Sun", the chosen voice and, when you ask the Oracle, the text of your question. It never
          receives your name, e-mail address or account details. Please leave identifying details out of
          oracle questions. When no such provider is used, our own built-in writer does the work on our
          servers.
        </li>
        <li>
          <strong>Place search (optional):</strong> birth places are looked up in a place list on our own
          servers. If an external place-search service is used, it receives only the text you type in the
          search box.
        </li>
      </ul>
      <p>
        We may also disclose data when the law obliges us to, for example on a binding order from a court or
        authority, and only as far as that obligation reaches.
      </p>

      <h2>7. International transfers</h2>
      <p>
        We prefer providers that store and process data inside the European Economic Area. Where a provider,
        or one of its subcontractors, processes data outside the EEA (Stripe, for instance, is part of a group
        based in the United States), the transfer is covered by an adequacy decision of the European
        Commission, such as the EU-US Data Privacy Framework for certified companies, or by the Commission's
        Standard Contractual Clauses with additional safeguards where needed. You can ask us for a copy of the
        relevant safeguards via the contact e-mail in the footer.
      </p>

      <h2>8. Your rights</h2>
      <p>Under the GDPR you have the right to:</p>
      <ul>
        <li>
          <strong>Access</strong> the personal data we hold about you and receive a copy of it.
        </li>
        <li>
          <strong>Rectification</strong> of data that is wrong or incomplete. You can edit your profile and
          birth data yourself in Settings.
        </li>
        <li>
          <strong>Erasure.</strong> You can delete your account yourself in Settings (Danger Zone, Delete
          Account). This removes your account and everything linked to it, except the payment records we must
          keep by law.
        </li>
        <li>
          <strong>Data portability.</strong> In Settings you can export your data as a JSON file, a
          machine-readable format you can take elsewhere.
        </li>
        <li>
          <strong>Restriction</strong> of processing, for example while we check a complaint about accuracy.
        </li>
        <li>
          <strong>Objection</strong> to processing based on our legitimate interest, on grounds relating to
          your situation.
        </li>
        <li>
          <strong>Withdraw consent</strong> at any time, where we rely on it. This does not affect processing
          that happened before.
        </li>
      </ul>
      <p>
        For anything you cannot do yourself in Settings, write to the contact e-mail in the footer. We answer
        within one month; if a request is complex we may extend that by two months and will tell you why. We
        may ask you to confirm your identity first, for instance by writing from the e-mail address of your
        account. Exercising your rights is free.
      </p>

      <h2>9. Complaints</h2>
      <p>
        If you think we handle your data incorrectly, please tell us first; we would rather fix it. You also
        have the right to lodge a complaint with the Belgian supervisory authority, the Data Protection
        Authority (Gegevensbeschermingsautoriteit / Autorité de protection des données), Drukpersstraat 35 /
        Rue de la Presse 35, 1000 Brussels,{" "}
        <a href="https://www.dataprotectionauthority.be" target="_blank" rel="noopener noreferrer">
          www.dataprotectionauthority.be
        </a>
        , or with the supervisory authority of the EU country where you live or work.
      </p>

      <h2>10. How we protect your data</h2>
      <ul>
        <li>All traffic between your browser and our servers is encrypted (HTTPS).</li>
        <li>
          Passwords are stored only as argon2id hashes, with parameters following current OWASP guidance.
        </li>
        <li>
          The session cookie cannot be read by scripts on the page (HttpOnly), and all your sessions are ended
          when you change your password or delete your account.
        </li>
        <li>
          Verification and password reset links are random, single-use and expire; we store only a hash of
          them.
        </li>
        <li>Sign-in, sign-up and other sensitive actions are rate-limited to slow down guessing attacks.</li>
        <li>Access to the servers and the database is limited to the owner.</li>
      </ul>
      <p>
        No system is perfectly secure. If a data breach ever puts your rights at risk, we will notify the Data
        Protection Authority within 72 hours of becoming aware of it and, if the risk to you is high, tell you
        directly and explain what you can do.
      </p>

      <h2>11. Children</h2>
      <p>
        The service is meant for people aged 16 and over, and you may only create an account if you are. We do
        not knowingly collect data from younger children. If you believe a child under 16 has an account, let
        us know via the contact e-mail in the footer and we will delete it.
      </p>

      <h2>12. Changes to this policy</h2>
      <p>
        When the way we handle data changes, we update this page and the "Last updated" date at the top. If a
        change is significant, for example a new kind of data or a new processor that receives your birth
        data, we tell you by e-mail or in the app before it takes effect.
      </p>
      <p>
        See also our <Link href="/cookies">cookie policy</Link> and{" "}
        <Link href="/terms">terms of service</Link>.
      </p>
    </StaticPage>
  );
}
