import { Card, CardBody, CardHeader, CardTitle } from '@/components/ui/card';
import { BankTable } from './bank-table';
import { ReportUpload } from './report-upload';
import { ReportsInBank } from './reports-in-bank';

/** /my-data: the seller's own marketplace reports, turned into a bank of measured search terms. */
export default function MyDataPage() {
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">My data</h1>
        <p className="mt-1 text-slate-600">
          Your own ad and search reports, read into the search terms buyers typed, with the clicks and orders
          measured. They are yours: free (no AI calls), never used for another seller and never sent to an AI
          model. Delete them whenever you like.
        </p>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Add reports</CardTitle>
        </CardHeader>
        <CardBody className="space-y-4">
          <ReportUpload />
          <ReportsInBank />
        </CardBody>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Keyword bank</CardTitle>
        </CardHeader>
        <CardBody>
          <BankTable />
        </CardBody>
      </Card>
    </div>
  );
}
