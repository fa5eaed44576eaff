import { Container, Group, Text } from '@mantine/core';
import { config } from '../../config';
import classes from './main-layout.module.css';

export function AppFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className={classes.footer}>
      <Container size="xl">
        <Group justify="space-between" gap="xs" className={classes.footerRow}>
          <Text size="sm" c="dimmed">
            © {year} {config.companyName} · sistema de reservas
          </Text>
          <Text size="sm" c="dimmed">
            Atención a agencias: lunes a viernes de 9 a 18 h
          </Text>
        </Group>
      </Container>
    </footer>
  );
}
