import type { SampleTexts } from '../sample-texts-shape';

/** The sample programme in Portuguese: its concerts' and artists' own texts (UI texts stay in src/i18n). */
const texts: SampleTexts = {
  concerts: {
    '1': {
      title: 'Cordas de primavera no Concertgebouw',
      description: 'Um quarteto de cordas toca Haydn e Dvořák no centro da sala, com o público sentado à volta dos músicos.',
    },
    '2': {
      title: 'Jazz ao fim do dia em Manchester',
      description: 'Piano, contrabaixo e bateria num caloroso concerto noturno de clássicos e canções novas, tão perto que vê cada sorriso em palco.',
    },
    '3': {
      title: 'Vozes da costa oeste',
      description: 'Trinta vozes cantam hinos populares suecos e canções de verão ao longo de duas noites, com o coro em círculo à sua volta.',
    },
    '4': {
      title: 'Uma tarde de piano',
      description: 'Peças suaves para piano de Chopin, Satie e Schumann para uma tarde calma, com uma pequena história sobre cada peça.',
    },
    '5': {
      title: 'Canções populares das Terras Altas',
      description: 'Violino, acordeão e vozes dão vida a canções escocesas muito queridas: para trautear, bater palmas e cantar em conjunto.',
    },
    '6': {
      title: 'Metais à beira da água',
      description: 'Um alegre conjunto de metais toca marchas, música de cinema e algumas surpresas numa noite de verão à beira da água.',
    },
    '7': {
      title: 'Noite de blues em Nashville',
      description: 'Guitarra slide e uma voz cheia de histórias: duas noites de blues e soul clássicos de uma das cantoras preferidas de Nashville.',
    },
    '8': {
      title: 'Harpa e voz ao pôr do sol',
      description: 'Harpa e canto para o fim do dia: canções de embalar, velhas canções de amor e melodias tranquilas de muitos países.',
    },
    '9': {
      title: 'Long Live The Lights',
      description: 'O novo vídeo da banda de rock de Houston Bayou City Static: guitarras poderosas, um refrão para cantar em coro e uma canção sobre as luzes que nos dão força.',
    },
    'amsterdam-philharmonic': {
      title: 'Amsterdam Philharmonic: serenata de primavera',
      description: '',
    },
    'classical-strings': {
      title: 'Cordas clássicas para uma tarde tranquila',
      description: '',
    },
    'jazz-quartet': {
      title: 'Quarteto de jazz: canções da cidade',
      description: '',
    },
  },
  tonight: {
    title: 'Esta noite, ao vivo: barroco à sua volta',
    description: 'O concerto de demonstração, ao vivo a partir deste computador: um ensemble barroco à sua volta, da abertura das portas até à última nota.',
  },
  artists: {
    '9': {
      tagline: 'Rock de Houston com guitarras fortes e refrões para todos cantarem.',
      bio: "Os Bayou City Static são uma banda rock de quatro elementos de Houston, no Texas. Tocam canções de guitarra grandes e calorosas que uma sala inteira pode cantar em coro. A nova canção, 'Long Live The Lights', fala das pequenas luzes que nos ajudam a atravessar as noites longas, e é dedicada aos enfermeiros e cuidadores que mantêm essas luzes acesas.",
    },
    'mara-okafor-trio': {
      tagline: 'Jazz caloroso de fim de noite, vindo de Manchester: piano, contrabaixo e bateria.',
      bio: 'O Mara Okafor Trio é a pianista Mara Okafor com contrabaixo e bateria. Dos clubes de jazz noturnos de Manchester trazem standards muito queridos e temas próprios, suaves e com swing, tocados tão de perto que se vê cada sorriso.',
    },
    'delia-mae-carter': {
      tagline: 'Blues e soul de Nashville, com uma história para cada canção.',
      bio: 'Delia Mae Carter é cantora e guitarrista de slide de Nashville, no Tennessee. Há trinta anos que canta blues em pequenos clubes, igrejas e salas de concerto, e antes de cada canção conta a história que está por trás dela.',
    },
  },
};

export default texts;
