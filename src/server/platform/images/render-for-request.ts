import { badRequest, serviceUnavailable } from "#server/errors";
import { CardInputError, type RenderOptions } from "./card-input.ts";
import { type ImageRenderer, type RenderedCard, RendererBusyError } from "./image-renderer.ts";

/**
 * A render as a request answers it: input no card can be made from is the caller's 400 (naming
 * the field), a full queue a 503 with the renderer's Retry-After and the feature's own message.
 */
export async function renderForRequest(
  images: ImageRenderer,
  card: { template: string; props: unknown },
  options: RenderOptions,
  busyMessage: string,
): Promise<RenderedCard> {
  try {
    return await images.render(card.template, card.props, options);
  } catch (error) {
    if (error instanceof CardInputError)
      throw badRequest(error.message, error.field ? { field: error.field } : {});
    if (error instanceof RendererBusyError) throw serviceUnavailable(busyMessage, error.retryAfterSeconds);
    throw error;
  }
}
