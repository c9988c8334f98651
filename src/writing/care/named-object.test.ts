import { describe, expect, it } from "vitest";
import { normaliseFreeText } from "./normalise.ts";
import { namesAnObject } from "./screen.ts";

// The guard on the model's "what do you mean?" (ADR 051): asked back only when no object is named.
const named = (text: string) => namesAnObject(normaliseFreeText(text));

describe("a question names the object of its decision", () => {
  it.each([
    "Should I quit my job?",
    "should i end things with my boyfriend",
    "Do I take the offer from Berlin?",
    "Soll ich meinen Job kündigen?",
    "Est-ce que je devrais vendre mon appartement ?",
    "¿Debería aceptar el trabajo?",
    "Devo vender o meu carro?",
    "Moet ik mijn baan opzeggen?",
    "Dovrei lasciare il lavoro?",
  ])("names one: %s", (text) => {
    expect(named(text)).toBe(true);
  });

  it.each([
    "should I do it",
    "is tonight the night",
    "should I do it, my moon is in scorpio",
    "la faccio finita?",
    "je devrais le faire ?",
    "moet ik het doen?",
    "soll ich es tun, laut meinem Horoskop?",
  ])("names none: %s", (text) => {
    expect(named(text)).toBe(false);
  });
});
