import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import * as z from "../../../shared/zod";
import { type Consent, ConsentGroup } from "../../../web/src/components/form/ConsentGroup";
import { Form } from "../../../web/src/components/form/Form";
import { FormField, fieldAria } from "../../../web/src/components/form/FormField";
import { useZodForm } from "../../../web/src/components/form/use-zod-form";

/** The attributes of the element whose id is given, from server-rendered HTML. */
function tagWithId(html: string, id: string): string {
  const tag = new RegExp(`<[a-z]+ [^>]*id="${id}"[^>]*>`).exec(html)?.[0];
  if (!tag) throw new Error(`no element with id ${id} in ${html}`);
  return tag;
}

describe("FormField", () => {
  it("wires the control to its label, hint and error, the error beside the field", () => {
    const html = renderToString(
      <FormField id="tel" label="Téléphone" hint="Par exemple +41 79 123 45 67." error="Invalide">
        {(aria) => <input {...aria} type="tel" />}
      </FormField>,
    );
    expect(html).toContain('<label class="label" for="tel">Téléphone</label>');
    const input = tagWithId(html, "tel");
    expect(input).toContain('aria-describedby="tel-aide tel-erreur"');
    expect(input).toContain('aria-invalid="true"');
    expect(tagWithId(html, "tel-erreur")).toContain('class="help is-danger form-error"');
    expect(html.indexOf('id="tel-erreur"')).toBeGreaterThan(html.indexOf('id="tel"'));
  });

  it("shows a hint that must be read first above the control, others below it", () => {
    const render = (hintFirst: boolean) =>
      renderToString(
        <FormField id="f" label="Champ" hint="Aide" hintFirst={hintFirst}>
          {(aria) => <input {...aria} />}
        </FormField>,
      );
    const above = render(true);
    expect(above.indexOf('id="f-aide"')).toBeLessThan(above.indexOf('<input id="f"'));
    const below = render(false);
    expect(below.indexOf('id="f-aide"')).toBeGreaterThan(below.indexOf('<input id="f"'));
  });

  it("marks a required field with a star hidden from screen readers and aria-required", () => {
    const html = renderToString(
      <FormField id="email" label="E-mail" required>
        {(aria) => <input {...aria} type="email" />}
      </FormField>,
    );
    expect(html).toContain('<span class="has-text-danger-dark" aria-hidden="true"> <!-- -->*');
    expect(tagWithId(html, "email")).toContain('aria-required="true"');
    expect(tagWithId(html, "email")).not.toContain("aria-describedby");
  });

  it("describes nothing and is valid when there is neither hint nor error", () => {
    expect(fieldAria("x", {})).toEqual({ id: "x", "aria-invalid": false });
  });
});

const consentSchema = z.object({
  conditions: z.literal(true, { error: "Vous devez accepter les conditions" }),
  rgpd: z.literal(true, { error: "Vous devez accepter l'autorisation RGPD" }),
});
interface ConsentValues {
  conditions: boolean;
  rgpd: boolean;
}
const CONSENTS: readonly Consent<ConsentValues>[] = [
  { name: "conditions", label: "J'accepte les conditions" },
  { name: "rgpd", label: "J'autorise le traitement de mes données" },
];

function ConsentForm({ ticked }: { ticked: boolean }) {
  const form = useZodForm<typeof consentSchema, ConsentValues>(consentSchema, {
    defaultValues: { conditions: ticked, rgpd: ticked },
  });
  return (
    <Form form={form} onValid={() => {}} aria-label="Accords">
      <ConsentGroup legend="Conditions (obligatoires)" idPrefix="essai" consents={CONSENTS} />
    </Form>
  );
}

describe("Form and ConsentGroup", () => {
  it("renders a form without native validation, the consents in one fieldset with « Tout cocher »", () => {
    const html = renderToString(<ConsentForm ticked={false} />);
    expect(html).toMatch(/^<form novalidate="" aria-label="Accords">/i);
    expect(html).toContain('<legend class="label">Conditions (obligatoires)</legend>');
    expect(html).toContain("<span>Tout cocher</span>");
    for (const name of ["conditions", "rgpd"]) {
      const box = tagWithId(html, `essai-${name}`);
      expect(box).toContain('type="checkbox"');
      expect(box).toContain(`name="${name}"`);
    }
    expect(html).toContain('<label class="checkbox form-check" for="essai-rgpd">');
  });

  it("ticks « Tout cocher » when every consent is ticked", () => {
    const allBox = (html: string) =>
      /<label class="checkbox form-check form-check-all"><input ([^>]*)>/.exec(html)?.[1] ?? "";
    expect(allBox(renderToString(<ConsentForm ticked />))).toContain('checked=""');
    expect(allBox(renderToString(<ConsentForm ticked={false} />))).not.toContain("checked");
  });
});
