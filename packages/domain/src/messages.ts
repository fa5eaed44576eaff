// The Spanish message catalogue (spec §5 and §8), verbatim, keyed by meaning.
// The API answers with these texts and the portal shows them; nobody writes them twice.
export const MESSAGES = {
  // auth (spec §8)
  invalidCredentials: 'Credenciales invalidas',
  missingToken: 'No se pudo obtener el token de autenticación',
  tooManyLoginAttempts: 'Demasiados intentos de inicio de sesión. Espere un minuto e intente de nuevo.',
  // generic
  loading: 'Espere..',
  confirmTitle: '¿Estás seguro?',
  cancel: 'Cancelar',
  close: 'Cerrar',
  serverError: 'Hubo un error en el servidor',
  notFound: 'No se encontró el recurso solicitado',
  invalidRequest: 'Los datos enviados no son válidos',
  unexpectedError: 'Ocurrió un error inesperado. Informe este código a un administrador',
  requiredField: 'Este campo es obligatorio',
  noResults: 'No se encontraron resultados',
  missingValue: 'no se pudo obtener el dato',
  missingAdminFee: 'No se ah recibido el gasto Adm',
  // cart (spec §5)
  cartDifferentDestination:
    'No se puede agregar. El hotel tiene un destino diferente al de tus hoteles anteriores.',
  cartFull: 'Tu carrito está lleno! No puedes añadir más Habitaciones',
} as const;

export type MessageKey = keyof typeof MESSAGES;

export const msg = (key: MessageKey): string => MESSAGES[key];
