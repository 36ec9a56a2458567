import type { LucideIcon } from 'lucide-react';
import { Calculator, RotateCcw } from 'lucide-react';
import { type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/layout/page-header';
import { Card, CardBody, CardHeader, CardTitle } from '@/components/ui/card';
import { useRevealOnChange } from '@/lib/use-reveal-on-change';
import { TipsPanel } from './tips-panel';

interface CalculatorFrameProps {
  title: string;
  /** One line on what the calculator answers. */
  purpose: string;
  icon: LucideIcon;
  /** The form's state from useCalculator. */
  calculator: {
    submit: (event: FormEvent<HTMLFormElement>) => void;
    reset: () => void;
    calculations: number;
  };
  /** The form's inputs. */
  fields: ReactNode;
  /** The results panel (usually a ResultsCard). */
  results: ReactNode;
  tips: readonly ReactNode[];
}

/** A calculator screen: title and purpose, then the form and the results side by side (stacked on phones). */
export function CalculatorFrame(props: CalculatorFrameProps) {
  const { title, purpose, icon: Icon, calculator, fields, results, tips } = props;
  const resultsRef = useRevealOnChange(calculator.calculations);
  return (
    <div className="space-y-6">
      <PageHeader title={title} purpose={purpose} icon={Icon} />
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <Card className="min-w-0">
          <CardHeader>
            <CardTitle>Your numbers</CardTitle>
          </CardHeader>
          <CardBody>
            {/* noValidate: a zero or empty required number must do nothing and show nothing. */}
            <form noValidate onSubmit={calculator.submit} className="space-y-5">
              <div className="grid gap-4 sm:grid-cols-2">{fields}</div>
              <p className="text-xs text-slate-500">* required</p>
              <div className="flex flex-col gap-3 sm:flex-row">
                <Button type="submit" size="lg" className="w-full sm:w-auto">
                  <Calculator className="h-5 w-5" aria-hidden />
                  Calculate
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="lg"
                  className="w-full sm:w-auto"
                  onClick={calculator.reset}
                >
                  <RotateCcw className="h-4 w-4" aria-hidden />
                  Clear
                </Button>
              </div>
            </form>
          </CardBody>
        </Card>
        <div ref={resultsRef} className="min-w-0 scroll-mt-20 space-y-6">
          {results}
          <TipsPanel tips={tips} />
        </div>
      </div>
    </div>
  );
}
