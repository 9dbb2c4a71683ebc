import { WAITLIST_TEXTS } from "@shared/messages/waitlist";
import { BIKE_SIZES, bikeSizeLabel } from "@shared/schemas/bikes";
import type { UseFormRegisterReturn } from "react-hook-form";
import type { BikeChoiceValue } from "./bike-choice";
import type { BoundField } from "./FormField";
import { SelectField } from "./fields";

const SIZE_OPTIONS = BIKE_SIZES.map((size) => ({ value: size, label: bikeSizeLabel(size) }));

const CHOICES: readonly { value: BikeChoiceValue; label: string }[] = [
  { value: "propre", label: "Mon propre vélo électrique" },
  { value: "location", label: "Vélo de location" },
];

export interface PersonBikeProps {
  /** The control id of the group (its radios' ids follow from it). */
  id: string;
  legend: string;
  /** register() of the person's `a_velo_electrique` (the radios' one registration). */
  choice: UseFormRegisterReturn;
  chosen: BikeChoiceValue;
  /** The person's `taille_velo`, bound to the form. */
  size: BoundField;
  /** « Plus de vélo de location en taille M ce jour-là » when her size has none left for her. */
  shortage?: string;
  /** « Venir avec mon propre vélo »: switches her radio. */
  onOwnBike: () => void;
  /** « M'inscrire sur la liste d'attente », when the outing offers it. */
  onWaitlist?: () => void;
}

/**
 * One person's bike on an e-bike outing: her own e-bike or a rental one, and for a rental its
 * size with the riders' heights. A size with no bike left says so as soon as it is chosen, with
 * the two ways out. Called as a function in the form's JSX, so its fields register in the order
 * they show (see personFields).
 */
export function personBikeFields({
  id,
  legend,
  choice,
  chosen,
  size,
  shortage,
  onOwnBike,
  onWaitlist,
}: PersonBikeProps) {
  const sizeError = size.error ?? (chosen === "location" ? shortage : undefined);
  return (
    <fieldset id={id} className="form-group registration-bike">
      <legend className="label">{legend}</legend>
      {CHOICES.map((option) => (
        <div className="field" key={option.value}>
          <label className="radio form-check" htmlFor={`${id}-${option.value}`}>
            <input type="radio" id={`${id}-${option.value}`} value={option.value} {...choice} />
            <span>{option.label}</span>
          </label>
        </div>
      ))}
      {chosen === "location" ? (
        <SelectField
          {...size}
          error={sizeError}
          label="Taille du vélo de location"
          placeholder="Choisissez une taille"
          options={SIZE_OPTIONS}
        />
      ) : null}
      {chosen === "location" && shortage ? (
        <div className="buttons">
          <button type="button" className="button is-medium" onClick={onOwnBike}>
            Venir avec mon propre vélo
          </button>
          {onWaitlist ? (
            <button type="button" className="button is-medium" onClick={onWaitlist}>
              {WAITLIST_TEXTS.joinButton}
            </button>
          ) : null}
        </div>
      ) : null}
    </fieldset>
  );
}
