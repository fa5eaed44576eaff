// Who each supplier of the simulator's and the adapters' names is, for staff.
const SUPPLIER_LABELS: Record<string, string> = {
  DISNEY: 'Walt Disney World (tickets)',
  DISNEYLAND: 'Disneyland (tickets)',
  UNIVERSAL: 'Universal (tickets)',
  OMNIBEES: 'Omnibees (hoteles)',
  PRESTIGE: 'Prestige (hoteles)',
  HBSI: 'HBSI (hoteles)',
  CONTENT: 'Contenido de hoteles',
  DISNEYHOTELS: 'Hoteles Disney',
  THIRDPROVIDER: 'Mayorista de hoteles',
  AVIS: 'AVIS (autos)',
  BUDGET: 'BUDGET (autos)',
  UASSISTANCE: 'Asistencia al viajero',
  DESTSERVICES: 'Actividades y traslados',
};
export const supplierLabel = (name: string) => SUPPLIER_LABELS[name] ?? name;
