import { describe, expect, it } from "vitest";
import { TESTIMONIAL_MESSAGES } from "#contracts/landing";
import { fileTestApp } from "#server/test-support/test-app";
import { signedInUser } from "#server/test-support/users";

const t = fileTestApp();

const signedInMember = (firstName = "Stella", lastName = "lumen", isAdmin = false) =>
  signedInUser(t, { firstName, lastName, isAdmin });

const QUOTE = "The transit radar warned me about a rough week and it was right, down to the day.";

describe("testimonials", () => {
  it("shows nothing until an admin approves, then the approved review with its author and stars", async () => {
    const { cookie } = await signedInMember("Stella", "lumen");
    const admin = await signedInMember("Ada", "Admin", true);

    const submitted = await t.app.inject({
      method: "POST",
      url: "/api/testimonials",
      headers: { cookie },
      payload: { rating: 5, quote: `  ${QUOTE}  `, consent: true },
    });
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json().message).toBe(TESTIMONIAL_MESSAGES.submitted);
    expect((await t.app.inject({ method: "GET", url: "/api/testimonials?count=3" })).json()).toEqual([]);
    const mine = await t.app.inject({ method: "GET", url: "/api/testimonials/mine", headers: { cookie } });
    expect(mine.json().testimonial).toMatchObject({
      status: "pending",
      rating: 5,
      quote: QUOTE,
      author: "Stella L.",
    });

    const queue = await t.app.inject({
      method: "GET",
      url: "/api/admin/testimonials?status=pending",
      headers: { cookie: admin.cookie },
    });
    const pending = queue.json() as { id: number; quote: string }[];
    const id = pending.find((item) => item.quote === QUOTE)?.id;
    expect(id).toBeTypeOf("number");
    const approve = await t.app.inject({
      method: "POST",
      url: `/api/admin/testimonials/${id}/approve`,
      headers: { cookie: admin.cookie },
    });
    expect(approve.statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: "/api/testimonials?count=3" })).json()).toEqual([
      { quote: QUOTE, author: "Stella L.", rating: 5, sample: false },
    ]);

    // Rewriting it sends it back for review; rejecting keeps it off the page; deleting removes it.
    await t.app.inject({
      method: "POST",
      url: "/api/testimonials",
      headers: { cookie },
      payload: { rating: 4, quote: `${QUOTE} Still true.`, consent: true },
    });
    expect((await t.app.inject({ method: "GET", url: "/api/testimonials" })).json()).toEqual([]);
    await t.app.inject({
      method: "POST",
      url: `/api/admin/testimonials/${id}/reject`,
      headers: { cookie: admin.cookie },
    });
    expect((await t.app.inject({ method: "GET", url: "/api/testimonials" })).json()).toEqual([]);
    const removed = await t.app.inject({
      method: "DELETE",
      url: `/api/admin/testimonials/${id}`,
      headers: { cookie: admin.cookie },
    });
    expect(removed.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/testimonials/mine", headers: { cookie } })).json(),
    ).toEqual({
      testimonial: null,
    });
    expect(
      (
        await t.app.inject({
          method: "DELETE",
          url: `/api/admin/testimonials/${id}`,
          headers: { cookie: admin.cookie },
        })
      ).statusCode,
    ).toBe(404);
  });

  it("validates the rating, the quote and the consent with the form's messages", async () => {
    const { cookie } = await signedInMember();
    const send = (payload: object) =>
      t.app.inject({ method: "POST", url: "/api/testimonials", headers: { cookie }, payload });
    expect((await send({ rating: 6, quote: QUOTE, consent: true })).json().message).toBe(
      TESTIMONIAL_MESSAGES.rating,
    );
    expect((await send({ rating: 5, quote: "Great!", consent: true })).json().message).toBe(
      TESTIMONIAL_MESSAGES.quoteShort,
    );
    expect((await send({ rating: 5, quote: "x".repeat(401), consent: true })).json().message).toBe(
      TESTIMONIAL_MESSAGES.quoteLong,
    );
    const noConsent = await send({ rating: 5, quote: QUOTE, consent: false });
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.json().message).toBe(TESTIMONIAL_MESSAGES.consent);
  });

  it("keeps writing to members and review to admins", async () => {
    const anonymous = await t.app.inject({
      method: "POST",
      url: "/api/testimonials",
      payload: { rating: 5, quote: QUOTE, consent: true },
    });
    expect(anonymous.statusCode).toBe(401);
    const { cookie } = await signedInMember();
    expect(
      (await t.app.inject({ method: "GET", url: "/api/admin/testimonials", headers: { cookie } })).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: "POST", url: "/api/admin/testimonials/1/approve", headers: { cookie } }))
        .statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: "GET", url: "/api/testimonials?count=0" })).statusCode).toBe(400);
  });
});
