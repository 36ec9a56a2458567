import { featureIcons, type Feature } from '@common/contracts/cms';
import { LazyRichTextEditor } from '@/components/lazy-rich-text-editor';
import { Field } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select-field';

const iconOptions = featureIcons.map((icon) => ({ value: icon, label: icon }));

/** Exactly three feature rows: title, icon and a rich-text description. */
export function FeaturesForm({
  features,
  onChange,
}: {
  features: Feature[];
  onChange: (features: Feature[]) => void;
}) {
  const update = (index: number, patch: Partial<Feature>) =>
    onChange(features.map((f, i) => (i === index ? { ...f, ...patch } : f)));
  return (
    <div className="space-y-6">
      {features.map((feature, i) => (
        <fieldset key={i} className="space-y-4 rounded-xl border border-slate-200 p-4">
          <legend className="px-1 text-sm font-semibold text-slate-900">Feature {i + 1}</legend>
          <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
            <Field
              label={`Feature ${i + 1} title`}
              value={feature.title}
              onChange={(e) => update(i, { title: e.target.value })}
              required
            />
            <SelectField
              label="Icon"
              options={iconOptions}
              value={feature.icon}
              onValueChange={(icon) => update(i, { icon: icon as Feature['icon'] })}
            />
          </div>
          <div className="space-y-1.5">
            <span className="block text-sm font-medium text-slate-700">Description</span>
            <LazyRichTextEditor
              label={`Feature ${i + 1} description`}
              value={feature.description}
              onChange={(description) => update(i, { description })}
            />
          </div>
        </fieldset>
      ))}
    </div>
  );
}
