import { PREMIUM_CURRENCY, PREMIUM_PRICE_EUR } from "#contracts/constants";
import { pageOrigin, useDocumentMeta } from "#web/lib/document-meta.ts";

const LANDING_TITLE = "Zero Fluff, All Astrology · Birth charts and horoscopes from real planetary positions";
export const LANDING_DESCRIPTION =
  "Your birth chart and daily horoscope computed from where the planets actually were and are, explained in plain words. Free to start; Premium at €8.99 a month, cancel anytime.";

/** The structured data search engines read: the app, and its two plans as offers. */
function landingStructuredData(origin: string) {
  const currency = PREMIUM_CURRENCY.toUpperCase();
  return {
    "@context": "https://schema.org",
    "@type": "WebApplication",
    name: "Zero Fluff, All Astrology",
    url: `${origin}/`,
    description: LANDING_DESCRIPTION,
    applicationCategory: "LifestyleApplication",
    operatingSystem: "Any (web browser)",
    offers: [
      { "@type": "Offer", name: "Free", price: "0", priceCurrency: currency },
      {
        "@type": "Offer",
        name: "Premium",
        description: "Every Premium feature, billed monthly, cancel anytime",
        price: PREMIUM_PRICE_EUR.toFixed(2),
        priceCurrency: currency,
        priceSpecification: {
          "@type": "UnitPriceSpecification",
          price: PREMIUM_PRICE_EUR.toFixed(2),
          priceCurrency: currency,
          unitCode: "MON",
          referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitCode: "MON" },
        },
      },
    ],
  };
}

/** Title, description, Open Graph tags and JSON-LD of the public home page. */
export function LandingSeo() {
  const origin = pageOrigin();
  useDocumentMeta([
    { name: "description", content: LANDING_DESCRIPTION },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: "Zero Fluff, All Astrology" },
    { property: "og:title", content: "Zero Fluff, All Astrology" },
    { property: "og:description", content: LANDING_DESCRIPTION },
    { property: "og:url", content: `${origin}/` },
    { name: "twitter:card", content: "summary_large_image" },
  ]);
  // JSON inside a script element: "<" escaped so no text can close the element early.
  const json = JSON.stringify(landingStructuredData(origin)).replace(/</g, "\\u003c");
  return (
    <>
      <title>{LANDING_TITLE}</title>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD is data, built from our own constants. */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
    </>
  );
}
