import { messageOr } from "#web/lib/api.ts";
import { toast } from "#web/lib/use-toast.ts";

/**
 * The toast of a change a settings card could not make: `title`, with the server's message or,
 * when it gave none, `fallback`. (The forms that also show the message beside the field at fault
 * toast it themselves.)
 */
export function failureToast(title: string, failure: unknown, fallback: string): void {
  toast({ title, description: messageOr(failure, fallback), variant: "destructive" });
}
