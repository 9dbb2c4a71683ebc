import { BIKE_SIZE_HEIGHTS, BIKE_SIZES } from "@shared/schemas/bikes";
import type { FleetView } from "@shared/schemas/fleet";
import { zurichToday } from "@shared/time";
import { useMemo, useState } from "react";
import { Form } from "../../../components/form/Form";
import { fieldBinding, fieldIdsOf, RequiredLegend } from "../../../components/form/FormField";
import { TextField } from "../../../components/form/fields";
import { SubmitButton } from "../../../components/form/SubmitButton";
import { useZodForm } from "../../../components/form/use-zod-form";
import { FormAlert } from "../shared/FormAlert";
import { formatLongDate } from "../shared/team-format";
import { useTeamSubmit } from "../shared/use-team-submit";
import { useTeamAuth } from "../sign-in/team-auth";
import {
  type BlockFormValues,
  blockFormSchema,
  EMPTY_BLOCK,
  type FleetFormValues,
  fleetFormSchema,
  fleetFormValues,
  screenFieldErrors,
} from "./fleet-form-values";

const fleetId = fieldIdsOf("flotte");
const blockId = fieldIdsOf("blocage");

/** A notice that the change was saved, announced politely. */
function Saved({ text }: { text: string | null }) {
  return (
    <div role="status" className="block">
      {text ? <p className="notification is-success is-light">{text}</p> : null}
    </div>
  );
}

/** The fleet: one number per size with its riders' heights, the supplement in francs. */
export function FleetForm({
  fleet,
  onSaved,
}: {
  fleet: FleetView;
  onSaved: (v: FleetView) => void;
}) {
  const { api } = useTeamAuth();
  const [saved, setSaved] = useState<string | null>(null);
  const { submit, busy, failure, fieldErrors } = useTeamSubmit(
    (input: Parameters<typeof api.saveFleet>[0]) => api.saveFleet(input),
    {
      onSuccess: ({ data }) => {
        setSaved("Flotte enregistrée.");
        onSaved(data);
      },
      onFailure: () => setSaved(null),
    },
  );
  const form = useZodForm<typeof fleetFormSchema, FleetFormValues>(fleetFormSchema, {
    defaultValues: fleetFormValues(fleet),
  });
  const field = fieldBinding(form, fleetId);
  const serverErrors = useMemo(() => screenFieldErrors(fieldErrors), [fieldErrors]);
  return (
    <Form
      form={form}
      fieldId={fleetId}
      onValid={submit}
      serverErrors={serverErrors}
      aria-labelledby="flotte-titre"
      className="block team-fleet-form"
    >
      <h2 className="title is-4" id="flotte-titre">
        La flotte
      </h2>
      <FormAlert message={failure} />
      <RequiredLegend />
      <div className="team-fleet-sizes">
        {BIKE_SIZES.map((size) => (
          <TextField
            key={size}
            {...field(`velos_${size}`)}
            label={`Taille ${size}`}
            hint={`Pour ${BIKE_SIZE_HEIGHTS[size]}.`}
            inputMode="numeric"
            required
          />
        ))}
      </div>
      <TextField
        {...field("supplement")}
        label="Supplément de location par vélo (CHF)"
        hint="Par exemple 30 ou 30.00 ; 0 si la location est comprise dans le prix."
        inputMode="text"
        required
      />
      <Saved text={saved} />
      <SubmitButton busy={busy} busyLabel="Enregistrement…">
        Enregistrer
      </SubmitButton>
    </Form>
  );
}

/** Bikes blocked for a date (maintenance): never below the bikes already rented that day. */
export function BlockDayForm({ onSaved }: { onSaved: (v: FleetView) => void }) {
  const { api } = useTeamAuth();
  const [saved, setSaved] = useState<string | null>(null);
  const { submit, busy, failure, fieldErrors } = useTeamSubmit(
    (input: { date: string; bloques: Parameters<typeof api.blockDay>[1] }) =>
      api.blockDay(input.date, input.bloques).then((view) => ({ view, date: input.date })),
    {
      onSuccess: ({ data }) => {
        setSaved(`Vélos bloqués enregistrés pour le ${formatLongDate(data.date)}.`);
        onSaved(data.view);
      },
      onFailure: () => setSaved(null),
    },
  );
  const form = useZodForm<typeof blockFormSchema, BlockFormValues>(blockFormSchema, {
    defaultValues: EMPTY_BLOCK,
  });
  const field = fieldBinding(form, blockId);
  const serverErrors = useMemo(() => screenFieldErrors(fieldErrors), [fieldErrors]);
  return (
    <Form
      form={form}
      fieldId={blockId}
      onValid={submit}
      serverErrors={serverErrors}
      aria-labelledby="blocage-titre"
      className="block team-fleet-form"
    >
      <h2 className="title is-4" id="blocage-titre">
        Bloquer des vélos un jour
      </h2>
      <p className="block">
        Un vélo en réparation ou en entretien ? Indiquez la date et combien de vélos de chaque
        taille ne peuvent pas être loués ce jour-là (0 pour les rendre à nouveau disponibles).
      </p>
      <FormAlert message={failure} />
      <RequiredLegend />
      <TextField {...field("date")} label="Date" type="date" min={zurichToday()} required />
      <div className="team-fleet-sizes">
        {BIKE_SIZES.map((size) => (
          <TextField
            key={size}
            {...field(`bloques_${size}`)}
            label={`Bloqués en taille ${size}`}
            inputMode="numeric"
            required
          />
        ))}
      </div>
      <Saved text={saved} />
      <SubmitButton busy={busy} busyLabel="Enregistrement…">
        Bloquer ces vélos
      </SubmitButton>
    </Form>
  );
}
