// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TextField } from "#web/components/ui/form-field.tsx";
import { revealFirstInvalid, useFirstErrorInView } from "./first-error.ts";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  document.body.innerHTML = "";
});

function Form({ errorsLater = false }: { errorsLater?: boolean }) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { ref, reveal } = useFirstErrorInView();
  return (
    <form
      ref={ref}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const show = () => setErrors({ second: "Second is required", third: "Third is wrong" });
        if (errorsLater) {
          // As react-hook-form does: the refusal is reported before the messages are drawn.
          reveal();
          setTimeout(show, 30);
        } else {
          show();
          reveal();
        }
      }}
    >
      <TextField id="first" label="First" error={errors.first} />
      <TextField id="second" label="Second" error={errors.second} />
      <TextField id="third" label="Third" error={errors.third} />
      <button type="submit">Send</button>
    </form>
  );
}

describe("the first error in view", () => {
  it("focuses the first invalid field in the page's order, scrolls it to the middle, its message as its description", async () => {
    const scrolled: { id: string; options: unknown }[] = [];
    Element.prototype.scrollIntoView = function (this: Element, options?: unknown) {
      scrolled.push({ id: this.id, options });
    };
    render(<Form />);
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Send" }));
    });
    expect(document.activeElement?.id).toBe("second");
    expect(scrolled).toEqual([{ id: "second", options: { block: "center" } }]);
    // What a screen reader says on focus: the message the field is described by, found once.
    const described = document.activeElement?.getAttribute("aria-describedby") ?? "";
    expect(document.getElementById(described)?.textContent).toBe("Second is required");
    expect(screen.getAllByText("Second is required")).toHaveLength(1);
  });

  it("still finds the field when the messages are drawn a little after the refusal", async () => {
    Element.prototype.scrollIntoView = () => {};
    render(<Form errorsLater />);
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    await waitFor(() => expect(document.activeElement?.id).toBe("second"));
  });

  it("does nothing in a form without an invalid field", () => {
    document.body.innerHTML = '<form><input id="a" aria-invalid="false"></form>';
    expect(revealFirstInvalid(document.querySelector("form"))).toBeNull();
    expect(document.activeElement).toBe(document.body);
  });
});
