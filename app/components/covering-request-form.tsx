import { BREEDS, breedLabel, NAME_MAX_LENGTH, REQUEST_LIMITS } from "#domain";
import * as texts from "#domain/texts";
import { ContactFields, RequestField, RequestFrame, type RequestFormProps } from "./request-fields";

const t = texts.requestForms;

/**
 * "Betäckningsförfrågan": a visitor asks for one of the stallions the planner offers for her own
 * mare, who is named with her section, parents and, if she likes, genotype and page elsewhere
 * (docs/product.md, "Requests").
 */
export function CoveringRequestForm(props: RequestFormProps) {
  const fields = t.fields;
  const breeds = [
    { value: "", label: t.chooseBreed },
    ...BREEDS.map((breed) => ({ value: breed, label: breedLabel(breed) })),
  ];
  return (
    <RequestFrame kind="covering" {...props}>
      {(failure) => (
        <>
          <ContactFields form="covering" failure={failure} />
          <RequestField
            form="covering"
            name="mareName"
            label={fields.mareName}
            failure={failure}
            required
            maxLength={NAME_MAX_LENGTH}
            autoComplete="off"
          />
          <RequestField
            form="covering"
            name="mareBreed"
            label={fields.mareBreed}
            failure={failure}
            type="select"
            options={breeds}
            required
          />
          <RequestField
            form="covering"
            name="mareSire"
            label={fields.mareSire}
            hint={t.hints.parents}
            failure={failure}
            maxLength={NAME_MAX_LENGTH}
            autoComplete="off"
          />
          <RequestField
            form="covering"
            name="mareDam"
            label={fields.mareDam}
            hint={t.hints.parents}
            failure={failure}
            maxLength={NAME_MAX_LENGTH}
            autoComplete="off"
          />
          <RequestField
            form="covering"
            name="mareGenotype"
            label={fields.mareGenotype}
            hint={t.hints.mareGenotype}
            failure={failure}
            maxLength={REQUEST_LIMITS.genotype}
            autoComplete="off"
          />
          <RequestField
            form="covering"
            name="mareLink"
            label={fields.mareLink}
            hint={t.hints.mareLink}
            failure={failure}
            type="url"
            maxLength={REQUEST_LIMITS.link}
            autoComplete="url"
          />
        </>
      )}
    </RequestFrame>
  );
}
