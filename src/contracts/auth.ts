import { z } from "zod";
import {
  FIRST_NAME_MIN_LENGTH,
  LAST_NAME_MIN_LENGTH,
  PASSWORD_MIN_LENGTH,
  USERNAME_MIN_LENGTH,
} from "./constants.ts";
import { birthDateField } from "./dates.ts";
import { oneLineText } from "./text.ts";

/**
 * Account calls (docs/product.md §3.4, §3.6, §9.4). The same schemas validate the forms in the browser and
 * the bodies on the server, so both show the same messages.
 */

// Generous upper bounds keep oversized input out of the database and argon2 (whose cost does not
// depend on length, but bodies should stay small).
const MAX_NAME = 80;
const MAX_PASSWORD = 200;

const emailField = z
  .string({ message: "Please enter a valid email address" })
  .trim()
  .max(254, "Please enter a valid email address")
  .pipe(z.email("Please enter a valid email address"));

const passwordField = (message: string) =>
  z
    .string({ message })
    .min(PASSWORD_MIN_LENGTH, message)
    .max(MAX_PASSWORD, `Password must be at most ${MAX_PASSWORD} characters`);

export const loginSchema = z.object({
  email: emailField,
  password: passwordField("Password must be at least 6 characters"),
});

export const registerSchema = z.object({
  firstName: oneLineText("First name", "First name must be at least 2 characters")
    .min(FIRST_NAME_MIN_LENGTH, "First name must be at least 2 characters")
    .max(MAX_NAME, `First name must be at most ${MAX_NAME} characters`),
  lastName: oneLineText("Last name", "Last name must be at least 2 characters")
    .min(LAST_NAME_MIN_LENGTH, "Last name must be at least 2 characters")
    .max(MAX_NAME, `Last name must be at most ${MAX_NAME} characters`),
  username: z
    .string({ message: "Username must be at least 3 characters" })
    .trim()
    .min(USERNAME_MIN_LENGTH, "Username must be at least 3 characters")
    .max(40, "Username must be at most 40 characters")
    .regex(/^[\p{L}\p{N}._-]+$/u, "Username may contain only letters, digits, dots, dashes and underscores"),
  email: emailField,
  password: passwordField("Password must be at least 6 characters"),
});
export type RegisterBody = z.infer<typeof registerSchema>;

/** The sign-up form adds the confirmation, which is removed before sending (docs/product.md §3.4, §3.6). */
export const registerFormSchema = registerSchema
  .extend({ confirmPassword: z.string() })
  .refine((value) => value.password === value.confirmPassword, {
    message: "Passwords don't match",
    path: ["confirmPassword"],
  });
export type RegisterForm = z.infer<typeof registerFormSchema>;

export const loginErrorSchema = z.looseObject({
  message: z.string(),
  requiresVerification: z.boolean().optional(),
});

export const emailOnlySchema = z.object({ email: emailField });

export const resetPasswordSchema = z.object({
  token: z.string({ message: "The reset link is invalid" }).min(10, "The reset link is invalid").max(200),
  password: passwordField("Password must be at least 6 characters"),
});

export const timezoneSchema = z.object({
  timezone: z
    .string({ message: "Timezone is required" })
    .min(1, "Timezone is required")
    .max(64)
    .refine(isIanaZone, "Timezone must be a valid IANA time zone, e.g. Europe/Brussels"),
});

/** True for a zone name the runtime's IANA database knows (e.g. "Europe/Brussels", "UTC"). */
export function isIanaZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return /^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(zone);
  } catch {
    return false;
  }
}

// The profile may clear the birth date ("" or null); a date it sets passes the birth form's rules.
const optionalDate = z.union([z.literal(""), z.null(), birthDateField]).optional();
const optionalTime = z
  .union([
    z.literal(""),
    z.null(),
    z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Birth time must be a time (HH:MM)"),
  ])
  .optional();

export const profileSchema = z.object({
  firstName: registerSchema.shape.firstName,
  lastName: registerSchema.shape.lastName,
  email: emailField,
  birthDate: optionalDate,
  birthTime: optionalTime,
  birthPlace: z
    .union([z.null(), oneLineText("Birth place").max(200, "Birth place must be at most 200 characters")])
    .optional(),
});
export type ProfileBody = z.infer<typeof profileSchema>;

/** Password change (docs/product.md §9.4, §9.6): the form shows 'Password Mismatch' / 'Password Too Short' toasts. */
export const passwordChangeSchema = z
  .object({
    currentPassword: z
      .string({ message: "Current password is required" })
      .min(1, "Current password is required")
      .max(MAX_PASSWORD),
    newPassword: passwordField("Password must be at least 6 characters long."),
    confirmPassword: z.string({ message: "New password and confirm password do not match." }),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    message: "New password and confirm password do not match.",
    path: ["confirmPassword"],
  });
export type PasswordChangeBody = z.infer<typeof passwordChangeSchema>;

export const ACCOUNT_MESSAGES = {
  wrongCredentials: "Invalid email or password.",
  unverified:
    "Please verify your email address before logging in. Check your inbox for the verification link.",
  emailTaken: "An account with this email address already exists.",
  usernameTaken: "This username is already taken.",
  resendSent: "A new verification email has been sent. Please check your inbox and spam folder.",
  forgotSent:
    "If an account exists for this address, we have sent a link to reset the password. It is valid for 1 hour.",
  resetDone: "Your password has been changed. You can now sign in with the new one.",
  resetInvalid: "This reset link is invalid, expired or already used. Request a new one.",
  wrongCurrentPassword: "Your current password is not correct.",
  deleteBlocked: "Please cancel your subscription first before deleting your account.",
  rateLimited: "Too many attempts. Please wait a few minutes and try again.",
} as const;
