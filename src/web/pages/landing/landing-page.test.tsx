// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { LandingExample, Testimonial } from "#contracts/landing";
import { mockRoutes, renderPage, resetApp } from "#web/testing/routes.tsx";
import { LandingPage } from "../landing-page.tsx";
import { LANDING_DESCRIPTION } from "./landing-seo.tsx";

const EXAMPLES: LandingExample[] = [
  {
    quote: "The Moon is in Virgo (waxing gibbous). Fold the laundry you keep calling a chair.",
    date: "2026-05-20",
    voice: "roast",
    source: "Daily Dose of Zero",
  },
  {
    quote: "The Moon is in Virgo (waxing gibbous). Use the day for sorting: clear one drawer.",
    date: "2026-05-20",
    voice: "normal",
    source: "Daily Dose of Zero",
  },
  {
    quote: "The Moon is in Libra (full moon). Answer the message you have been drafting.",
    date: "2026-05-21",
    voice: "roast",
    source: "Daily Dose of Zero",
  },
];

function visit(testimonials: Testimonial[]) {
  const calls = mockRoutes({
    "GET /api/user": () => ({ status: 401, body: { message: "Authentication required" } }),
    "GET /api/landing-examples": () => ({ body: EXAMPLES }),
    "GET /api/testimonials": () => ({ body: testimonials }),
  });
  renderPage(<LandingPage />, "/");
  return calls;
}

describe("LandingPage", () => {
  afterEach(resetApp);

  it("shows today's line in the hero and the writer's other real examples below, in one request", async () => {
    const calls = visit([]);
    // Its own chunk: generous on a busy machine.
    const today = await screen.findByTestId("landing-today", undefined, { timeout: 10_000 });
    await waitFor(() => expect(today.querySelector("blockquote")?.textContent).toBe(EXAMPLES[1]?.quote), {
      timeout: 10_000,
    });
    expect(today.textContent).toContain("Today's sky · Daily Dose of Zero, May 20");
    const examples = await screen.findAllByTestId("landing-example");
    expect(examples.map((example) => example.querySelector("blockquote")?.textContent)).toEqual(
      [EXAMPLES[0], EXAMPLES[2]].map((example) => example?.quote),
    );
    expect(examples[0]?.textContent).toContain("Roast voice");
    expect(examples[1]?.textContent).toContain("Daily Dose of Zero, sky of May 21");
    const asked = calls.filter((call) => call.path === "/api/landing-examples");
    expect(asked.map((call) => call.query.get("count"))).toEqual(["4"]);
  });

  it("says what the product does in its heading, with the brand beside it and no 'AI'", async () => {
    visit([]);
    const heading = await screen.findByRole("heading", { level: 1 });
    expect(heading.textContent).toBe("Your birth chart and daily horoscope, worked out from the real sky");
    expect(heading.previousElementSibling?.textContent).toBe("Zero Fluff, All Astrology");
    await screen.findAllByTestId("landing-example");
    expect(document.body.textContent).not.toMatch(/\bAI\b/);
  });

  it("hides the testimonials section while there are none, and shows approved ones with their stars", async () => {
    visit([]);
    await screen.findAllByTestId("landing-example");
    expect(screen.queryByRole("heading", { name: "What members say" })).toBeNull();
    resetApp();

    visit([
      {
        quote: "It told me Mercury was retrograde before my group chat did.",
        author: "Stella L.",
        rating: 5,
        sample: false,
      },
      { quote: "Development sample: seeded review.", author: "Sample reviewer 1", rating: 4, sample: true },
    ]);
    const list = await screen.findByTestId("landing-testimonials");
    const items = within(list).getAllByTestId("testimonial");
    expect(items).toHaveLength(2);
    expect(within(items[0] as HTMLElement).getByRole("img", { name: "5 out of 5 stars" })).toBeTruthy();
    expect(items[0]?.textContent).toContain("Stella L.");
    expect(items[0]?.textContent).not.toContain("Sample");
    expect(items[1]?.textContent).toContain("Sample (development data)");
  });

  it("compares Free and Premium; Start Free and Get Started lead to the Sign Up tab, Get Premium to /auth", async () => {
    const calls = visit([]);
    const pricing = await screen.findByTestId("landing-pricing");
    expect(pricing.textContent).toContain("€8.99/month");
    expect(within(pricing).getByRole("link", { name: "Start Free" }).getAttribute("href")).toBe(
      "/auth?tab=signup",
    );
    const premium = within(pricing).getByRole("button", { name: "Get Premium" });
    await waitFor(() => expect(premium).toHaveProperty("disabled", false));
    fireEvent.click(premium);
    await waitFor(() => expect(window.location.pathname).toBe("/auth"));
    expect(calls.some((call) => call.path === "/api/create-checkout-session")).toBe(false);
    const footer = screen.getByTestId("landing-footer");
    expect(within(footer).getByRole("link", { name: "Sign In" }).getAttribute("href")).toBe("/auth");
    expect(within(footer).getByRole("link", { name: "Get Started" }).getAttribute("href")).toBe(
      "/auth?tab=signup",
    );
  });

  it("sets the description, Open Graph tags and JSON-LD with the 8.99 EUR monthly offer", async () => {
    visit([]);
    await screen.findByTestId("landing-pricing");
    const meta = (selector: string) => document.head.querySelector<HTMLMetaElement>(selector)?.content;
    await waitFor(() => expect(meta('meta[name="description"]')).toBe(LANDING_DESCRIPTION));
    expect(meta('meta[property="og:title"]')).toBe("Zero Fluff, All Astrology");
    expect(meta('meta[property="og:description"]')).toBe(LANDING_DESCRIPTION);
    const script = document.querySelector('script[type="application/ld+json"]');
    const data = JSON.parse(script?.textContent ?? "{}");
    const premium = data.offers.find((offer: { name: string }) => offer.name === "Premium");
    expect(premium).toMatchObject({ "@type": "Offer", price: "8.99", priceCurrency: "EUR" });
    expect(premium.priceSpecification).toMatchObject({ unitCode: "MON", price: "8.99" });
    resetApp();
    // Leaving the page takes its tags away again.
    expect(meta('meta[property="og:title"]')).toBeUndefined();
  });
});
