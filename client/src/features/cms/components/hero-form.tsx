import type { Hero } from '@common/contracts/cms';
import { Field } from '@/components/ui/input';

/** The hero's fields: title, subtitle, image address, button label and link. */
export function HeroForm({ hero, onChange }: { hero: Hero; onChange: (hero: Hero) => void }) {
  const set = (key: keyof Hero) => (event: React.ChangeEvent<HTMLInputElement>) =>
    onChange({ ...hero, [key]: event.target.value });
  return (
    <div className="grid gap-4">
      <Field label="Title" value={hero.title} onChange={set('title')} required maxLength={200} />
      <Field label="Subtitle" value={hero.subtitle} onChange={set('subtitle')} maxLength={600} />
      <Field
        label="Image URL"
        value={hero.image ?? ''}
        onChange={set('image')}
        placeholder="https://…"
        hint="Leave empty to show the product preview."
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Button label" value={hero.cta ?? ''} onChange={set('cta')} placeholder="Get Started" />
        <Field
          label="Button link"
          value={hero.cta_link ?? ''}
          onChange={set('cta_link')}
          placeholder="/login"
          hint="A page such as /signup, an anchor such as #pricing, or https://…"
        />
      </div>
    </div>
  );
}
