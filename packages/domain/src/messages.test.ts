import { describe, expect, it } from 'vitest';
import { fmt, MESSAGES, msg } from './messages';

// The user-visible texts of spec §5 and §8, verbatim.
const SPEC_TEXTS = [
  'Credenciales invalidas',
  'No se puede agregar. El hotel tiene un destino diferente al de tus hoteles anteriores.',
  'Tu carrito está lleno! No puedes añadir más Habitaciones',
  'No se encontraron tickets en la fecha indicada',
  'Hubo un error en el servidor',
  'Ticket no disponible',
  'No se encontraron tickets en la fecha seleccionada',
  'El ticket seleccionado no esta disponible',
  'Hubo un error al verificar la disponibilidad del ticket',
  'No se encontraron hoteles con los criterios de búsqueda',
  'Ocurrió un error al buscar hoteles',
  'Hubo un error',
  'No se pudo completar la reserva.',
  'Intenta de nuevo más tarde.',
  'Ocurrió un error al reservar el hotel',
  'Error al buscar ubicaciones',
  'Ocurrió un error al buscar tus actividades',
  'No se encontraron actividades con este destinationCode',
  'No se encontró disponibilidad ni ubicaciones',
  'No se encontró disponibilidad',
  'Ocurrió un error al buscar las disponibilidades',
  'No se encontraron Actividades',
  'Faltan datos necesarios para realizar la reserva',
  'Selecciona un horario para continuar con la reserva',
  'Ocurrió un error al buscar destino',
  'Hubo un error al guardar la reserva',
  'No se encontraron vuelos disponibles para esta ruta',
  'Ocurrió un error al buscar vuelos disponibles',
  'No se pudo completar la reserva',
  'Ocurrió un error al reservar, contacta a un administrador',
  'Hubo un error en la reserva, por favor contacta a un administrador',
  'No se pudo obtener el token de autenticación',
  'No se encontraron resultados',
  'no se pudo obtener el dato',
  'No se ah recibido el gasto Adm',
  'Reserva completada',
  '¿Estás seguro?',
  'Cancelar',
  'Espere..',
  'Opcional CC a pasajero',
  '¿A qué cliente pertenece la reserva?',
  'Establece la fecha de entrada del ticket',
  'Esta reserva es una no reembolsable',
  'Elemento agregado al carrito, desea Continuar seleccionando?',
  'Permanecer',
  'Continuar',
  'Esta reserva no es reembolsable',
  '¿Desea continuar?',
  'Reservar',
  'Reserva no reembolsable.',
  'Menor de {age} años',
  '3 o 9',
  'Categoria no especificada',
  'Sin Observaciones',
  'Orden confirmada',
  'Volver al inicio',
  'Cerrar',
];

describe('MESSAGES (spec §5, §8)', () => {
  it.each(SPEC_TEXTS)('holds %s verbatim', (text) => {
    expect(Object.values(MESSAGES)).toContain(text);
  });
  it('has no two keys with the same text', () => {
    const values = Object.values(MESSAGES);
    expect(new Set(values).size).toBe(values.length);
  });
  it('msg and fmt', () => {
    expect(msg('cartFull')).toBe('Tu carrito está lleno! No puedes añadir más Habitaciones');
    expect(fmt('minorAgeLabel', { age: 7 })).toBe('Menor de 7 años');
    expect(fmt('roomingLabel', { adults: 2, minors: 1, rooms: 1 })).toBe(
      '2 adultos • 1 menores - 1 habitacion/es',
    );
    expect(fmt('minorAgeLabel', {})).toBe('Menor de {age} años');
  });
});
