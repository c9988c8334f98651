import { useQuery } from "@tanstack/react-query";
import { endpoints } from "#contracts/endpoints";
import { type SiteInfo, siteInfoSchema } from "#contracts/user";
import { api } from "#web/lib/api.ts";
import { queryKeys } from "#web/lib/query-keys.ts";

/** The footer's business details (docs/product.md §17.1), read when the section is opened. */
export function BusinessInfo() {
  const { data } = useQuery<SiteInfo>({
    queryKey: queryKeys.siteInfo,
    queryFn: () => api.call(endpoints.siteInfo, siteInfoSchema),
  });
  const business = data?.business;
  if (!business) return null;
  return (
    <dl className="grid gap-1 sm:grid-cols-[auto_1fr] sm:gap-x-4">
      <dt className="font-medium text-foreground">Sole proprietor</dt>
      <dd>{business.owner}</dd>
      <dt className="font-medium text-foreground">VAT number</dt>
      <dd>{business.vat}</dd>
      <dt className="font-medium text-foreground">Address</dt>
      <dd>{business.address}</dd>
      <dt className="font-medium text-foreground">Founded</dt>
      <dd>{business.founded}</dd>
      <dt className="font-medium text-foreground">Contact</dt>
      <dd>
        <a href={`mailto:${business.contactEmail}`} className="text-primary hover:underline">
          {business.contactEmail}
        </a>
      </dd>
    </dl>
  );
}
