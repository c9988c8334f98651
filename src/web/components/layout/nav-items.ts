import {
  Brain,
  CircleDot,
  Crown,
  Heart,
  History,
  Home,
  ImageIcon,
  LayoutDashboard,
  type LucideIcon,
  Moon,
  Quote,
  Radar,
  Shield,
  Sparkles,
  Sun,
  User,
} from "lucide-react";
import { MOBILE_NAV_ITEMS } from "#contracts/constants";

export interface NavItem {
  href: string;
  label: string;
  icon: LucideIcon;
}

/** Desktop header icon links, in the spec's order (01 §2). */
export const DESKTOP_NAV: NavItem[] = [
  { href: "/dashboard", label: "Dashboard", icon: LayoutDashboard },
  { href: "/today", label: "Today", icon: Sun },
  { href: "/birth-chart", label: "Birth Chart", icon: CircleDot },
  { href: "/transit-radar", label: "Transit Radar", icon: Radar },
  { href: "/moon", label: "Moon Calendar", icon: Moon },
  { href: "/personality-analysis", label: "Personality Analysis", icon: Brain },
  { href: "/compatibility", label: "Compatibility", icon: Heart },
  { href: "/cosmic-quotes", label: "Daily Dose of Zero", icon: Quote },
  { href: "/ask-oracle", label: "Ask the Oracle", icon: Sparkles },
  { href: "/throwback", label: "Throwback", icon: History },
];

/** The role areas, each shown to the accounts the configuration gives that role (ADR 024). */
export const ADMIN_NAV = {
  admin: { href: "/admin", label: "Admin", icon: Shield },
  visuals: { href: "/admin/visuals", label: "Visual Generator", icon: ImageIcon },
} satisfies Record<string, NavItem>;

/**
 * The mobile bar's entries. The spec lists ten but the bar fits six: Oracle, Throwback, Profile
 * and Admin are cut off and never shown (docs/product.md §4.1.2), so only the first MOBILE_NAV_ITEMS render.
 */
const MOBILE_NAV_ALL: NavItem[] = [
  { href: "/dashboard", label: "Home", icon: Home },
  { href: "/today", label: "Today", icon: Sun },
  { href: "/birth-chart", label: "Chart", icon: CircleDot },
  { href: "/transit-radar", label: "Transits", icon: Radar },
  { href: "/compatibility", label: "Match", icon: Heart },
  { href: "/cosmic-quotes", label: "Dose", icon: Quote },
  { href: "/ask-oracle", label: "Oracle", icon: Sparkles },
  { href: "/throwback", label: "Time for throwback", icon: History },
  { href: "/personality-analysis", label: "Profile", icon: User },
  { href: "/admin", label: "Admin", icon: Crown },
];
export const MOBILE_NAV: NavItem[] = MOBILE_NAV_ALL.slice(0, MOBILE_NAV_ITEMS);

/** A nav link is active on its own route and on routes below it (/admin stays exact). */
export function isActiveRoute(current: string, href: string): boolean {
  if (href === "/admin") return current === "/admin";
  return current === href || current.startsWith(`${href}/`);
}
