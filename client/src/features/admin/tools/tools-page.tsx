import * as Switch from '@radix-ui/react-switch';
import { Pencil, Wrench } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { AdminTool } from '@common/contracts/admin';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { ListLoading } from '@/components/ui/list-states';
import { PageHeader } from '@/components/layout/page-header';
import { api } from '@/lib/api-client';
import { useAdminAction } from '../api/admin-changes-api';
import { useAdminTools } from '../api/admin-api';
import { ListFailure } from '../components/list-failure';
import { TextField } from '../components/text-field';

const toolPath = (id: number) => `/api/admin/tools/${id}`;

function ToolCard({ tool, onEdit }: { tool: AdminTool; onEdit: (tool: AdminTool) => void }) {
  const toggle = useAdminAction({
    run: (isActive: boolean) => api.put<AdminTool>(toolPath(tool.id), { isActive }),
    success: 'Tool status updated successfully',
    failure: 'Failed to update tool status',
  });
  return (
    <Card className="flex flex-col gap-3 p-5" data-testid="tool-card">
      <div className="flex items-start justify-between gap-3">
        <h2 className="font-semibold text-slate-900">{tool.name}</h2>
        <Badge tone={tool.is_active ? 'green' : 'neutral'}>{tool.is_active ? 'Active' : 'Inactive'}</Badge>
      </div>
      <p className="flex-1 text-sm text-slate-600">{tool.description}</p>
      <div className="flex items-center justify-between gap-3">
        <Button variant="secondary" size="sm" onClick={() => onEdit(tool)}>
          <Pencil className="h-4 w-4" aria-hidden /> Edit Tool
        </Button>
        <Switch.Root
          checked={tool.is_active}
          disabled={toggle.isPending}
          onCheckedChange={(on) => toggle.mutate(on)}
          aria-label={`${tool.name} active`}
          className="relative h-6 w-11 rounded-full bg-slate-300 transition-colors disabled:opacity-50 data-[state=checked]:bg-brand-600"
        >
          <Switch.Thumb className="block h-5 w-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]" />
        </Switch.Root>
      </div>
    </Card>
  );
}

function EditToolDialog({ tool, onClose }: { tool: AdminTool | null; onClose: () => void }) {
  const save = useAdminAction({
    run: (body: { name: string; description: string }) => api.put<AdminTool>(toolPath(tool?.id ?? 0), body),
    success: 'Tool updated successfully',
    failure: 'Failed to update tool',
    onDone: onClose,
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    save.mutate({ name: String(form.get('name') ?? ''), description: String(form.get('description') ?? '') });
  };
  return (
    <Dialog open={tool !== null} onOpenChange={(open) => !open && onClose()} title="Edit Tool">
      {tool && (
        <form key={tool.id} onSubmit={submit} className="space-y-4">
          <TextField label="Tool Name" name="name" required defaultValue={tool.name} />
          <TextField label="Description" name="description" required defaultValue={tool.description} />
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Updating...' : 'Save Changes'}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}

/** /admin-tools: Tool Management. */
export default function ToolsPage() {
  const tools = useAdminTools();
  const [editing, setEditing] = useState<AdminTool | null>(null);
  return (
    <div className="space-y-6">
      <PageHeader
        title="Tool Management"
        icon={Wrench}
        purpose="Switch tools on or off and edit how sellers see them"
      />
      {tools.isPending ? (
        <ListLoading label="Loading Tools" />
      ) : tools.isError ? (
        <ListFailure title="Failed to Load Tools" />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {tools.data.map((tool) => (
            <ToolCard key={tool.id} tool={tool} onEdit={setEditing} />
          ))}
        </div>
      )}
      <EditToolDialog tool={editing} onClose={() => setEditing(null)} />
    </div>
  );
}
