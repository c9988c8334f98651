import { styled } from "./styled.tsx";

export const Card = styled(
  "div",
  "rounded-2xl border border-border bg-card/80 text-card-foreground shadow-xl backdrop-blur",
);

export const CardHeader = styled("div", "flex flex-col gap-1.5 p-6");

export const CardTitle = styled("h2", "text-xl font-semibold leading-tight");

export const CardDescription = styled("p", "text-sm text-muted-foreground");

/** Takes a ref: loading boxes measure and reserve their height on it. */
export const CardContent = styled("div", "p-6 pt-0");
