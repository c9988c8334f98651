import type { ReactNode } from "react";
import { Link } from "wouter";
import { Callout, LEGAL_TEXTS_UPDATED, StaticPage, StaticTable } from "./static-page.tsx";

const CODE = "rounded bg-muted px-1.5 py-0.5 text-sm";
const COOKIE = "First-party cookie, strictly necessary";

/** One thing we keep in the browser: its name and kind, what it is for (the children) and for how long. */
function StoredRow({
  name,
  kind,
  lifetime,
  children,
}: {
  name: ReactNode;
  kind: string;
  lifetime: string;
  children: ReactNode;
}) {
  return (
    <tr>
      <th scope="row" className="font-normal">
        {name}
        <span className="mt-1 block text-xs text-muted-foreground">{kind}</span>
      </th>
      <td>{children}</td>
      <td>{lifetime}</td>
    </tr>
  );
}

export function CookiesPage() {
  return (
    <StaticPage
      title="Cookie Policy"
      subtitle="A sign-in cookie and its visible twin, one bit of browser storage, zero trackers. Here is exactly what they are for."
      updated={LEGAL_TEXTS_UPDATED}
    >
      <Callout title="In one sentence">
        <p>
          We use a strictly necessary cookie to keep you signed in and a second one that only says so, plus a
          little storage in your own browser for your to-do ticks, and nothing for advertising, analytics or
          tracking.
        </p>
      </Callout>

      <h2>What cookies and browser storage are</h2>
      <p>
        A cookie is a small piece of text that a website asks your browser to keep and to send back with every
        later request to that same website. Browser storage (called localStorage) is similar, but it stays in
        your browser: the website's own scripts can read it, and it is not sent to the server automatically.
        Both can be used for useful things, like remembering that you are signed in, or for tracking you
        around the web. We only do the first.
      </p>

      <h2>What we use</h2>
      <StaticTable
        caption="Cookies and browser storage used by this website"
        columns={["What", "Purpose", "Lifetime"]}
      >
        <StoredRow
          name={<code className={CODE}>session</code>}
          kind={COOKIE}
          lifetime="30 days, extended on every visit; removed when you sign out"
        >
          Keeps you signed in
        </StoredRow>
        <StoredRow
          name={<code className={CODE}>zf_signed_in</code>}
          kind={COOKIE}
          lifetime="The same as the session cookie; removed with it"
        >
          Holds only "1" while a <code className={CODE}>session</code> cookie is set, so the page knows
          whether to ask our server who you are (the session cookie itself is hidden from the page)
        </StoredRow>
        <StoredRow
          name="Cosmic to-do checkmarks"
          kind="Browser local storage, strictly necessary"
          lifetime="Until you clear your browser's site data"
        >
          Remembers which of today's to-do tasks you ticked off; never sent to us
        </StoredRow>
      </StaticTable>

      <h3>
        The <code className={CODE}>session</code> cookie
      </h3>
      <p>
        We set this cookie when you sign in. It holds a random identifier that points to your session on our
        server; it contains no name, e-mail address or other readable personal data. It is:
      </p>
      <ul>
        <li>
          <strong>HttpOnly</strong>: scripts running on the page cannot read it, which protects it against
          theft through injected code;
        </li>
        <li>
          <strong>SameSite=Lax</strong>: your browser does not send it along with requests that other websites
          trigger in the background, such as forms they submit to us, which protects you against forged
          requests;
        </li>
        <li>
          <strong>Secure</strong> whenever the site is served over HTTPS, so it never travels unencrypted.
        </li>
      </ul>
      <p>
        The cookie lives for 30 days and slides: every visit while you are signed in pushes the expiry another
        30 days forward, so regular visitors stay signed in and an abandoned session ends by itself. When you
        sign out, we remove the cookie from your browser and end the session on our server.
      </p>

      <h3>The cosmic to-do checkmarks</h3>
      <p>
        When you tick off a task on your cosmic to-do list, your browser remembers it in localStorage, in an
        entry for your user account and that day's date. This stays on your device and is never sent to us, so
        your ticks do not follow you to another browser or phone. Because every day uses a new entry, each day
        starts with an empty list.
      </p>

      <h2>What we do not use</h2>
      <ul>
        <li>No advertising cookies.</li>
        <li>No analytics or statistics cookies, not even "anonymous" ones.</li>
        <li>
          No third-party trackers, social media buttons, tracking pixels or embedded content that sets cookies
          of its own on our pages.
        </li>
        <li>
          No fingerprinting or other tricks that do the same job as cookies without being called cookies.
        </li>
      </ul>

      <h2>Stripe's checkout page</h2>
      <p>
        When you upgrade to premium, you are sent to a checkout page hosted by Stripe, our payment provider,
        to enter your card details. That page is Stripe's website, not ours. Stripe sets its own cookies
        there, mainly to process the payment securely and to prevent fraud, under{" "}
        <a href="https://stripe.com/legal/cookies-policy" target="_blank" rel="noopener noreferrer">
          Stripe's own cookie policy
        </a>
        . Those cookies are not set on our pages and we cannot read them.
      </p>

      <h2>Why there is no cookie banner</h2>
      <p>
        European privacy rules (article 5(3) of the ePrivacy Directive, as transposed into Belgian law)
        require your consent before a website stores or reads information on your device, with one exception:
        storage that is strictly necessary to provide a service you have explicitly asked for. Keeping you
        signed in after you sign in, and remembering the to-do ticks you set yourself, fall squarely under
        that exception. The Belgian Data Protection Authority's guidance confirms that such cookies need no
        consent.
      </p>
      <p>
        Because we use nothing beyond that, there is nothing to ask your permission for, so we spare you the
        pop-up. You still have a right to know what is stored, which is what this page is for. If we ever want
        to add a cookie that is not strictly necessary, we will ask for your consent first and update this
        page.
      </p>

      <h2>How to remove them</h2>
      <ul>
        <li>
          <strong>Sign out.</strong> Signing out removes the <code className={CODE}>session</code> cookie and
          ends the session on our server.
        </li>
        <li>
          <strong>Clear site data.</strong> Every browser lets you delete cookies and stored data for a single
          website. In most desktop browsers, click the icon left of the address bar and look for "Cookies and
          site data" or "Clear cookies and site data". On a phone, look in the browser's settings under
          privacy or website data. This removes both the cookie and the to-do ticks.
        </li>
        <li>
          <strong>Block cookies.</strong> You can block cookies for this website in your browser settings, but
          then you cannot stay signed in, so the app will not work beyond the public pages.
        </li>
      </ul>

      <h2>Questions</h2>
      <p>
        For anything about cookies or your data, use the contact e-mail in the business information in the
        footer of every page. For how we handle personal data in general, see our{" "}
        <Link href="/privacy">privacy policy</Link>.
      </p>
    </StaticPage>
  );
}
