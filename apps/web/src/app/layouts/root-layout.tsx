import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useMatches, useNavigation } from 'react-router';
import { config } from '../../config';
import { buildTitle, labelFromMatches } from '../title';
import classes from './root-layout.module.css';

export function RootLayout() {
  const matches = useMatches();
  const navigation = useNavigation();
  const label = labelFromMatches(matches);

  useEffect(() => {
    document.title = buildTitle(label, config.companyName);
  }, [label]);

  return (
    <>
      {navigation.state === 'loading' && (
        <div className={classes.progress} role="progressbar" aria-label="Cargando página" />
      )}
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
