import { ContactFields, RequestFrame, type RequestFormProps } from "./request-fields";

/** "Intresseanmälan": a visitor's interest in a horse for sale (docs/product.md, "Requests"). */
export function SaleRequestForm(props: RequestFormProps) {
  return (
    <RequestFrame kind="sale" {...props}>
      {(failure) => <ContactFields form="sale" failure={failure} />}
    </RequestFrame>
  );
}
