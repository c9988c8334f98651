import * as TabsPrimitive from "@radix-ui/react-tabs";
import { cn } from "#web/lib/utils.ts";
import { styled } from "./styled.tsx";

export const Tabs = TabsPrimitive.Root;

export const TabsList = styled(
  TabsPrimitive.List,
  "inline-flex items-center rounded-xl border border-border bg-muted/60 p-1",
);

export const TabsTrigger = styled(
  TabsPrimitive.Trigger,
  cn(
    "inline-flex min-h-10 flex-1 items-center justify-center rounded-lg px-4 py-2 text-sm font-medium text-muted-foreground transition-colors",
    "hover:text-foreground data-[state=active]:bg-card data-[state=active]:text-primary data-[state=active]:shadow",
    "disabled:pointer-events-none disabled:opacity-50",
  ),
);

export const TabsContent = styled(TabsPrimitive.Content, "mt-6 outline-none");
