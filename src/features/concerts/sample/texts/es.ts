import type { SampleTexts } from '../sample-texts-shape';

/** The sample programme in Spanish: its concerts' and artists' own texts (UI texts stay in src/i18n). */
const texts: SampleTexts = {
  concerts: {
    '1': {
      title: 'Cuerdas de primavera en el Concertgebouw',
      description: 'Un cuarteto de cuerda interpreta a Haydn y Dvořák en el centro de la sala, con el público sentado alrededor de los músicos.',
    },
    '2': {
      title: 'Jazz al anochecer en Mánchester',
      description: 'Piano, contrabajo y batería en una cálida sesión nocturna de clásicos y canciones nuevas, tan cerca que verá cada sonrisa en el escenario.',
    },
    '3': {
      title: 'Voces de la costa oeste',
      description: 'Treinta voces cantan himnos populares suecos y canciones de verano durante dos tardes, con el coro formando un círculo a su alrededor.',
    },
    '4': {
      title: 'Una tarde de piano',
      description: 'Piezas suaves para piano de Chopin, Satie y Schumann para una tarde tranquila, con una breve historia sobre cada obra.',
    },
    '5': {
      title: 'Canciones populares de las Tierras Altas',
      description: 'Violín, acordeón y voces dan vida a queridas canciones escocesas: para tararear, dar palmas y cantar juntos.',
    },
    '6': {
      title: 'Metales junto al agua',
      description: 'Un brillante conjunto de metales toca marchas, música de cine y algunas sorpresas en una tarde de verano junto al agua.',
    },
    '7': {
      title: 'Noche de blues en Nashville',
      description: 'Guitarra slide y una voz llena de historias: dos noches de blues y soul clásicos de una de las cantantes favoritas de Nashville.',
    },
    '8': {
      title: 'Arpa y voz al atardecer',
      description: 'Arpa y canto para el final del día: nanas, viejas canciones de amor y melodías tranquilas de muchos países.',
    },
    '9': {
      title: 'Long Live The Lights',
      description: 'El nuevo vídeo de la banda de rock de Houston Bayou City Static: guitarras potentes, un estribillo para cantar a coro y una canción sobre las luces que nos mantienen en pie.',
    },
    'amsterdam-philharmonic': {
      title: 'Amsterdam Philharmonic: serenata de primavera',
      description: '',
    },
    'classical-strings': {
      title: 'Cuerdas clásicas para una tarde tranquila',
      description: '',
    },
    'jazz-quartet': {
      title: 'Cuarteto de jazz: canciones de la ciudad',
      description: '',
    },
  },
  tonight: {
    title: 'Esta noche, en directo: barroco a tu alrededor',
    description: 'El concierto de demostración, en directo desde este ordenador: un conjunto barroco a tu alrededor, desde que se abren las puertas hasta la última nota.',
  },
  artists: {
    '9': {
      tagline: 'Rock de Houston con guitarras potentes y estribillos para cantar todos juntos.',
      bio: "Bayou City Static es una banda de rock de cuatro miembros de Houston, Texas. Tocan canciones de guitarra grandes y cálidas que toda una sala puede cantar. Su nueva canción, 'Long Live The Lights', habla de las pequeñas luces que nos ayudan a atravesar las noches largas, y la dedican a las enfermeras y cuidadores que mantienen esas luces encendidas.",
    },
    'mara-okafor-trio': {
      tagline: 'Jazz cálido de madrugada desde Manchester: piano, contrabajo y batería.',
      bio: 'El Mara Okafor Trio lo forman la pianista Mara Okafor, un contrabajo y una batería. Desde los clubes de jazz nocturnos de Manchester traen estándares muy queridos y temas propios, suaves y con swing, tocados tan cerca que se ve cada sonrisa.',
    },
    'delia-mae-carter': {
      tagline: 'Blues y soul de Nashville, con una historia para cada canción.',
      bio: 'Delia Mae Carter es cantante y guitarrista de slide de Nashville, Tennessee. Lleva treinta años cantando blues en pequeños clubes, iglesias y salas de conciertos, y antes de cada canción cuenta la historia que hay detrás.',
    },
  },
};

export default texts;
