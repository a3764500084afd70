import type { SampleTexts } from '../sample-texts-shape';

/** The sample programme in German: its concerts' and artists' own texts (UI texts stay in src/i18n). */
const texts: SampleTexts = {
  concerts: {
    '1': {
      title: 'Frühlingsstreicher im Concertgebouw',
      description: 'Ein Streichquartett spielt Haydn und Dvořák in der Mitte des Saals, das Publikum sitzt rings um die Musiker.',
    },
    '2': {
      title: 'Abendjazz in Manchester',
      description: 'Klavier, Kontrabass und Schlagzeug in einem warmen Late-Night-Set mit Standards und neuen Songs, so nah, dass Sie jedes Lächeln auf der Bühne sehen.',
    },
    '3': {
      title: 'Stimmen der Westküste',
      description: 'Dreißig Stimmen singen an zwei Abenden schwedische Volkslieder und Sommerlieder, und der Chor steht im Kreis um Sie herum.',
    },
    '4': {
      title: 'Ein Klaviernachmittag',
      description: 'Sanfte Klavierstücke von Chopin, Satie und Schumann für einen ruhigen Nachmittag, mit einer kurzen Geschichte zu jedem Stück.',
    },
    '5': {
      title: 'Volkslieder aus den Highlands',
      description: 'Geige, Akkordeon und Gesang erwecken beliebte schottische Lieder zum Leben: zum Mitsummen, Mitklatschen und Mitsingen.',
    },
    '6': {
      title: 'Blech am Wasser',
      description: 'Ein strahlendes Blechbläserensemble spielt Märsche, Filmmusik und einige Überraschungen an einem Sommerabend am Wasser.',
    },
    '7': {
      title: 'Bluesnacht in Nashville',
      description: 'Slide-Gitarre und eine Stimme voller Geschichten: zwei Abende mit klassischem Blues und Soul von einer der beliebtesten Sängerinnen Nashvilles.',
    },
    '8': {
      title: 'Harfe und Stimme bei Sonnenuntergang',
      description: 'Harfe und Gesang zum Ausklang des Tages: Wiegenlieder, alte Liebeslieder und ruhige Melodien aus vielen Ländern.',
    },
    '9': {
      title: 'Long Live The Lights',
      description: 'Das neue Video der Rockband Bayou City Static aus Houston: kraftvolle Gitarren, ein Refrain zum Mitsingen und ein Lied über die Lichter, die uns weitermachen lassen.',
    },
    'amsterdam-philharmonic': {
      title: 'Amsterdam Philharmonic: Frühlingsserenade',
      description: '',
    },
    'classical-strings': {
      title: 'Klassische Streicher für einen ruhigen Nachmittag',
      description: '',
    },
    'jazz-quartet': {
      title: 'Jazzquartett: Lieder der Stadt',
      description: '',
    },
  },
  tonight: {
    title: 'Heute Abend live: Barock rundum',
    description: 'Das Demokonzert, live von diesem Computer gespielt: ein Barockensemble rings um Sie, vom Öffnen der Türen bis zum letzten Ton.',
  },
  artists: {
    '9': {
      tagline: 'Rock aus Houston mit kräftigen Gitarren und Refrains zum Mitsingen.',
      bio: "Bayou City Static ist eine vierköpfige Rockband aus Houston, Texas. Sie spielt große, warme Gitarrensongs, die ein ganzer Saal mitsingen kann. Ihr neuer Song 'Long Live The Lights' handelt von den kleinen Lichtern, die uns durch lange Nächte tragen, und ist den Pflegekräften gewidmet, die diese Lichter am Leuchten halten.",
    },
    'mara-okafor-trio': {
      tagline: 'Warmer Jazz für späte Abende aus Manchester: Klavier, Kontrabass und Schlagzeug.',
      bio: 'Das Mara Okafor Trio sind die Pianistin Mara Okafor mit Kontrabass und Schlagzeug. Aus den Jazzclubs von Manchester bringen sie beliebte Standards und eigene, sanft swingende Stücke mit, so nah gespielt, dass man jedes Lächeln sieht.',
    },
    'delia-mae-carter': {
      tagline: 'Blues und Soul aus Nashville, mit einer Geschichte zu jedem Lied.',
      bio: 'Delia Mae Carter ist Sängerin und Slide-Gitarristin aus Nashville, Tennessee. Seit dreißig Jahren singt sie den Blues in kleinen Clubs, Kirchen und Konzertsälen, und vor jedem Lied erzählt sie die Geschichte dahinter.',
    },
  },
};

export default texts;
