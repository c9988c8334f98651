import type { UseFormRegisterReturn } from "react-hook-form";

/**
 * What a field needs from a react-hook-form form, typed by the names it binds: any form holding
 * those names fits, whatever its other fields.
 */
export interface FormBinding<Name extends string> {
  register: (name: Name) => UseFormRegisterReturn;
  formState: { errors: Partial<Record<Name, { message?: string }>> };
}

/**
 * A field's registration together with its validation message, to spread onto a TextField,
 * EmailField or PasswordField: every form field needs both, from the same name.
 */
export function bindField<Name extends string>(form: FormBinding<NoInfer<Name>>, name: Name) {
  return { error: form.formState.errors[name]?.message, ...form.register(name) };
}
