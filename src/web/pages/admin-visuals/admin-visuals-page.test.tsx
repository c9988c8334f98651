// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { SIGNS } from "#contracts/constants";
import { VISUAL_MESSAGES, VISUAL_TOASTS, type VisualPreview } from "#contracts/visuals";
import { apiError } from "#web/testing/app.tsx";
import { makeUser, mockRoutes, type RouteHandler, renderPage, resetApp } from "#web/testing/routes.tsx";
import { AdminVisualsPage } from "../admin-visuals-page.tsx";

const PIXEL =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";

function preview(overrides: Partial<VisualPreview>): VisualPreview {
  return { dataUrl: PIXEL, fileName: "x.png", alt: "A card", width: 1080, height: 1350, ...overrides };
}

function visualsApi(extra: Record<string, RouteHandler> = {}) {
  return mockRoutes({
    "GET /api/user": () => ({ body: makeUser({ isAdmin: true }) }),
    "GET /api/admin/visuals/access": () => ({ body: { visualsAdmin: true } }),
    ...extra,
  });
}

describe("AdminVisualsPage", () => {
  afterEach(resetApp);

  it("tells an admin who is not a visuals admin the page is not for their account, where they are", async () => {
    mockRoutes({
      "GET /api/user": () => ({ body: makeUser({ isAdmin: true }) }),
      "GET /api/admin/visuals/access": () =>
        apiError(403, "visuals_admin_required", "The Visual Generator is for the visuals admins only."),
    });
    renderPage(<AdminVisualsPage />, "/admin/visuals");
    expect(await screen.findByRole("heading", { name: "Not for your account" })).toBeTruthy();
    expect(screen.getByText(/The Visual Generator is open only to the accounts/)).toBeTruthy();
    expect(window.location.pathname).toBe("/admin/visuals");
  });

  it("shows the seven tools to a visuals admin, each stating its size", async () => {
    visualsApi();
    renderPage(<AdminVisualsPage />, "/admin/visuals");
    const tools = await screen.findAllByTestId("visual-tool");
    expect(tools.map((tool) => within(tool).getByRole("heading").textContent)).toEqual([
      "Roasty Daily Quote Generator",
      "USP Carousel Builder",
      "Compatibility One-Liner",
      "Throwback Horoscope",
      "Ask The Oracle Visual",
      "Normal vs Roast Comparison Card",
      "Mini Personality Snapshot",
    ]);
    const sizes = tools.map((tool) => (within(tool).getByText(/1080×/).textContent ?? "").trim());
    expect(sizes).toEqual([
      "Instagram post · 1080×1350",
      "Instagram post · 1080×1350",
      "Instagram post · 1080×1350",
      "Instagram story · 1080×1920",
      "Instagram story · 1080×1920",
      "Instagram post · 1080×1350",
      "Instagram story · 1080×1920",
    ]);
  });

  it("generates the twelve roasty quotes and shows one preview per sign", async () => {
    const calls = visualsApi({
      "POST /api/admin/visuals/roasty-quotes": () => ({
        body: {
          previews: SIGNS.map((sign) =>
            preview({ sign, fileName: `roasty-${sign}.png`, alt: `${sign} quote` }),
          ),
        },
      }),
    });
    renderPage(<AdminVisualsPage />, "/admin/visuals");
    fireEvent.click(await screen.findByRole("button", { name: "Generate 12 Quotes" }));
    await waitFor(() => expect(screen.getAllByTestId("visual-preview")).toHaveLength(12));
    expect(calls.find((call) => call.path === "/api/admin/visuals/roasty-quotes")?.body).toEqual({
      theme: "dark",
    });
    expect(screen.getByRole("img", { name: "aries quote" })).toBeTruthy();
    expect(screen.getByRole("link", { name: /Pisces/ }).getAttribute("download")).toBe("roasty-pisces.png");
  });

  it("checks each form with the server's messages before calling, and toasts a failure with its title", async () => {
    const calls = visualsApi({
      "POST /api/admin/visuals/comparison": () => apiError(503, "unavailable", VISUAL_MESSAGES.busy),
    });
    renderPage(<AdminVisualsPage />, "/admin/visuals");
    const tool = (name: string) =>
      screen
        .getAllByTestId("visual-tool")
        .find((t) => within(t).queryByRole("heading", { name })) as HTMLElement;
    await screen.findAllByTestId("visual-tool");

    fireEvent.click(within(tool("USP Carousel Builder")).getByRole("button", { name: "Build Carousel" }));
    expect(await within(tool("USP Carousel Builder")).findByRole("alert")).toHaveProperty(
      "textContent",
      VISUAL_MESSAGES.uspRequired,
    );
    fireEvent.click(
      within(tool("Compatibility One-Liner")).getByRole("button", { name: "Generate One-Liner" }),
    );
    expect(
      await within(tool("Compatibility One-Liner")).findByText(VISUAL_MESSAGES.signsRequired),
    ).toBeTruthy();
    fireEvent.click(within(tool("Throwback Horoscope")).getByRole("button", { name: "Generate Throwback" }));
    expect(await within(tool("Throwback Horoscope")).findByText(VISUAL_MESSAGES.dateRequired)).toBeTruthy();
    fireEvent.click(
      within(tool("Ask The Oracle Visual")).getByRole("button", { name: "Generate Oracle Visual" }),
    );
    expect(
      await within(tool("Ask The Oracle Visual")).findByText(VISUAL_MESSAGES.questionRequired),
    ).toBeTruthy();
    fireEvent.click(
      within(tool("Mini Personality Snapshot")).getByRole("button", { name: "Generate Snapshot" }),
    );
    expect(
      await within(tool("Mini Personality Snapshot")).findByText(VISUAL_MESSAGES.personalityRequired),
    ).toBeTruthy();
    fireEvent.click(
      within(tool("Normal vs Roast Comparison Card")).getByRole("button", { name: "Generate Comparison" }),
    );
    expect(
      await within(tool("Normal vs Roast Comparison Card")).findByText(VISUAL_MESSAGES.textRequired),
    ).toBeTruthy();
    expect(calls.filter((call) => call.method === "POST")).toEqual([]);

    fireEvent.change(within(tool("Normal vs Roast Comparison Card")).getByLabelText("Topic"), {
      target: { value: "Texting your ex" },
    });
    fireEvent.click(
      within(tool("Normal vs Roast Comparison Card")).getByRole("button", { name: "Generate Comparison" }),
    );
    expect(await screen.findByText(VISUAL_TOASTS.comparison)).toBeTruthy();
    expect(screen.getByText(VISUAL_MESSAGES.busy)).toBeTruthy();
  });

  it("says 'No Images' when the carousel is downloaded before it exists", async () => {
    visualsApi();
    renderPage(<AdminVisualsPage />, "/admin/visuals");
    fireEvent.click(await screen.findByRole("button", { name: "Download slides (.zip)" }));
    expect(await screen.findByText(VISUAL_TOASTS.noImages)).toBeTruthy();
  });
});
