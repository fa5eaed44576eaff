import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AuditChanges } from './audit-changes';

describe('an audited change', () => {
  it('shows each field before and after, the changed ones first', () => {
    render(
      <MantineProvider>
        <AuditChanges
          before={{ nombre: 'Ana', active: true, nivel: 1 }}
          after={{ nombre: 'Ana', active: false, nivel: 2, email: 'a@b.com' }}
        />
      </MantineProvider>,
    );
    const rows = screen
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.textContent);
    expect(rows).toEqual(['activeSíNo', 'nivel12', 'email—a@b.com', 'nombreAnaAna']);
  });
});
