// Home carousel posts of the TICKETS section (spec §1); images ship in assets/media.
export const DEMO_POSTS = [
  {
    title: 'Walt Disney World: tickets 2027 ya disponibles',
    author: 'Equipo Producto Disney',
    image: '/media/posts/wdw-castillo.svg',
    content:
      '<p>Ya podés vender los <strong>tickets base de 1 a 10 días</strong> para Walt Disney World con fechas de ingreso de todo 2027.</p><ul><li>Precios por temporada: baja, media y alta.</li><li>Uso dentro de la ventana indicada en cada ticket.</li></ul><p>Recordá verificar la disponibilidad antes de pre-reservar.</p>',
  },
  {
    title: 'Universal Orlando: park-to-park con eventos',
    author: 'Equipo Producto Universal',
    image: '/media/posts/universal-globo.svg',
    content:
      '<p>Los tickets <em>park-to-park</em> permiten pasar entre Universal Studios Florida e Islands of Adventure el mismo día.</p><p>Algunos productos requieren chequeo de eventos: el sistema lo hace por vos al elegir el ticket.</p>',
  },
  {
    title: 'Disneyland California: 1 a 5 días',
    author: 'Equipo Producto Disney',
    image: '/media/posts/disneyland-fuegos.svg',
    content:
      '<p>Vendé tickets para <strong>Disneyland Park</strong> y <strong>Disney California Adventure</strong> de 1 a 5 días.</p><p>Menores de 3 a 9 años con tarifa especial.</p>',
  },
  {
    title: 'Temporada alta de julio: reservá con anticipación',
    author: 'Gerencia Comercial',
    image: '/media/posts/temporada-alta.svg',
    content:
      '<p>Las vacaciones de invierno concentran la demanda. Los usuarios que no son agentes AS reservan con <strong>9 días o más</strong> de anticipación.</p><p>Consultá disponibilidad de fechas agotadas en el buscador.</p>',
  },
  {
    title: 'Nuevo: ver política de cancelación antes de vender',
    author: 'Soporte a Agencias',
    image: '/media/posts/politicas.svg',
    content:
      '<p>Cada ticket muestra su <strong>ventana de uso</strong> y su <strong>política de cancelación</strong> en el botón de información.</p><p>Leela con tu pasajero antes de confirmar.</p>',
  },
];
