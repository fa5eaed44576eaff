export { login, mockApi, renderRoutes } from '../../../test/render-page';

export const DESTINOS: [number, unknown] = [
  200,
  [
    { codigo: 'PUJ', nombre: 'Punta Cana', cupo: 57 },
    { codigo: 'CUN', nombre: 'Cancún', cupo: 0 },
  ],
];
