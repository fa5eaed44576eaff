import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconExternalLink, IconTable } from '@tabler/icons-react';
import { Link } from 'react-router';
import { config } from '../../../config';
import { paths } from '@/shared/paths';
import { QUOTA_YEARS } from '../model/quota-groups';

/**
 * spec §2 'Verificar Cupos aereos' with 'Cupos 2025' and 'Cupos 2026': the agency's
 * spreadsheets when the build names them (VITE_FLIGHT_QUOTAS_<year>_URL), else our quota page.
 */
export function QuotaMenu() {
  return (
    <Menu position="bottom-end" shadow="md" withinPortal>
      <Menu.Target>
        <Button variant="default" rightSection={<IconChevronDown size={16} aria-hidden />}>
          Verificar Cupos aereos
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {QUOTA_YEARS.map((year) => {
          const url = config.flightQuotaUrls[year];
          const label = `Cupos ${year}`;
          return url ? (
            <Menu.Item
              key={year}
              component="a"
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              leftSection={<IconExternalLink size={16} aria-hidden />}
            >
              {label}
            </Menu.Item>
          ) : (
            <Menu.Item
              key={year}
              component={Link}
              to={paths.flights.quotas.getHref({ anio: year })}
              leftSection={<IconTable size={16} aria-hidden />}
            >
              {label}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
