// @vitest-environment happy-dom
import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { ModeToggle } from "./mode-toggle.tsx";

function Toggle() {
  const [roast, setRoast] = useState(false);
  return <ModeToggle roastMode={roast} onChange={setRoast} />;
}

describe("ModeToggle", () => {
  it("confirms a click with its tooltip, but leaves no tooltip over the page after a tap", async () => {
    render(<Toggle />);
    const roast = screen.getByRole("button", { name: "Roast Mode" });

    fireEvent.pointerDown(roast, { pointerType: "touch" });
    fireEvent.click(roast);
    expect(roast.getAttribute("aria-pressed")).toBe("true");
    expect(screen.queryByRole("tooltip")).toBeNull();

    const normal = screen.getByRole("button", { name: "Normal Mode" });
    fireEvent.pointerDown(normal, { pointerType: "mouse" });
    fireEvent.click(normal);
    expect(normal.getAttribute("aria-pressed")).toBe("true");
    expect((await screen.findByRole("tooltip")).textContent).toBe("Normal Mode Active");
  });
});
