// Name pools for the sample players. Players are fictional: a first name and a family name
// drawn independently from the pools of their nationality.

export interface Nationality {
  country: string;
  firstNames: readonly string[];
  lastNames: readonly string[];
  cities: readonly string[];
}

const words = (text: string) => text.trim().split(/\s*,\s*/);

export const NATIONALITIES: Record<string, Nationality> = Object.fromEntries(
  (
    [
      [
        'England',
        'Harry, Jack, Oliver, George, Callum, Mason, Ryan, Jordan, Alfie, Charlie, Tom, Luke, Ben, Jamie, Aaron, Owen, Sam, Noah, Ethan, Lewis',
        'Walker, Hughes, Barnes, Fletcher, Holloway, Pritchard, Ashworth, Cartwright, Doyle, Whitaker, Sutton, Kemp, Marsh, Thornton, Bradley, Farrow, Lister, Gillespie, Hale, Redmond',
        'London, Manchester, Liverpool, Leeds, Birmingham, Bristol, Sheffield, Newcastle upon Tyne',
      ],
      [
        'Spain',
        'Pablo, Sergio, Álvaro, Javier, Dani, Mikel, Iker, Adrián, Rodrigo, Marcos, Hugo, Unai, Jorge, Rubén, Gonzalo, Pedro, Íñigo, Carlos, Aitor, Diego',
        'García, Fernández, Morales, Navarro, Ruiz, Ortega, Castillo, Bermúdez, Iglesias, Vidal, Serrano, Molina, Domínguez, Cabrera, Vega, Lozano, Aguirre, Etxeberria, Salinas, Prieto',
        'Madrid, Barcelona, Seville, Valencia, Bilbao, Málaga, Zaragoza, San Sebastián',
      ],
      [
        'Germany',
        'Lukas, Jonas, Leon, Felix, Niklas, Maximilian, Paul, Florian, Julian, Fabian, Jan, Tobias, Marvin, Dennis, Robin, Nico, Moritz, Malte, Tim, Benedikt',
        'Schneider, Becker, Hoffmann, Krüger, Wagner, Neumann, Vogel, Hartmann, Richter, Lehmann, Schäfer, Zimmermann, Köhler, Fuchs, Weber, Schulte, Baumann, Engel, Lorenz, Seidel',
        'Munich, Berlin, Hamburg, Cologne, Stuttgart, Dortmund, Leipzig, Bremen',
      ],
      [
        'Italy',
        'Lorenzo, Federico, Alessandro, Nicolò, Matteo, Davide, Emanuele, Riccardo, Michele, Giacomo, Simone, Francesco, Pietro, Stefano, Tommaso, Luca, Mattia, Daniele, Filippo, Edoardo',
        'Rossi, Bianchi, Marino, Greco, Bruno, Gallo, De Luca, Caruso, Costa, Giordano, Rizzo, Lombardi, Moretti, Barbieri, Fontana, Santoro, Mariani, Ferraro, Galli, Longo',
        'Rome, Milan, Naples, Turin, Florence, Bologna, Genoa, Bari',
      ],
      [
        'France',
        'Antoine, Quentin, Théo, Lucas, Hugo, Nathan, Aurélien, Jules, Benjamin, Mathis, Adrien, Romain, Maxence, Clément, Bastien, Yanis, Julien, Louis, Alexis, Enzo',
        'Martin, Dubois, Lefèvre, Moreau, Laurent, Girard, Bonnet, Mercier, Fournier, Lambert, Rousseau, Blanc, Guerin, Faure, Chevalier, Perrin, Marchand, Duval, Leclerc, Gauthier',
        'Paris, Lyon, Marseille, Lille, Bordeaux, Nantes, Toulouse, Rennes',
      ],
      [
        'Brazil',
        'Gabriel, Lucas, Matheus, Leonardo, Pedro, Bruno, Guilherme, Rafael, Eduardo, Igor, Caio, Diego, Wesley, Heitor, André, Felipe, Murilo, Douglas, Vitor, Renan',
        'Santos, Oliveira, Souza, Pereira, Carvalho, Almeida, Ribeiro, Costa, Nascimento, Araújo, Barbosa, Teixeira, Rocha, Cardoso, Lima, Mendes, Freitas, Vieira, Macedo, Tavares',
        'São Paulo, Rio de Janeiro, Belo Horizonte, Porto Alegre, Salvador, Recife, Curitiba, Fortaleza',
      ],
      [
        'Argentina',
        'Lucas, Tomás, Ignacio, Joaquín, Bruno, Rodrigo, Federico, Facundo, Damián, Valentín, Maximiliano, Gastón, Franco, Matías, Agustín, Santiago, Lucio, Ramiro, Hernán, Ulises',
        'González, Rodríguez, Fernández, López, Sosa, Romero, Gutiérrez, Aguilar, Benítez, Ríos, Luna, Ledesma, Quiroga, Ponce, Vera, Giménez, Suárez, Ojeda, Cabral, Arce',
        'Buenos Aires, Rosario, Córdoba, Mendoza, La Plata, Mar del Plata',
      ],
      [
        'Portugal',
        'João, Miguel, André, Diogo, Rafael, Gonçalo, Nuno, Hélder, Pedro, Tiago, Francisco, Ricardo, Rui, Fábio, Vasco, Renato, Nélson, Domingos, Samuel, Tomás',
        'Ferreira, Gomes, Lopes, Marques, Carvalho, Sousa, Pinto, Matos, Coelho, Antunes, Rocha, Martins, Fonseca, Correia, Barros, Moreira, Figueiredo, Azevedo, Cunha, Tavares',
        'Lisbon, Porto, Braga, Coimbra, Funchal, Setúbal',
      ],
      [
        'Netherlands',
        'Daan, Bram, Thijs, Lars, Sem, Jesse, Ruben, Stijn, Niels, Bas, Milan, Koen, Joost, Sander, Wouter, Luuk, Tim, Jasper, Rick, Mees',
        'Bakker, Visser, Smit, Meijer, de Vries, Mulder, de Boer, Dekker, Jansen, van den Berg, Brouwer, Hendriks, Kramer, Vos, Peters, van Leeuwen, Willemsen, Verhoeven, Postma, Schouten',
        'Amsterdam, Rotterdam, Utrecht, Eindhoven, The Hague, Groningen',
      ],
      [
        'Belgium',
        'Thomas, Jens, Arne, Pieter, Bram, Glenn, Sander, Maxime, Simon, Tibo, Lander, Robbe, Jarne, Senne, Michiel, Louis, Jérémy, Arthur, Cédric, Kobe',
        'Peeters, Janssens, Maes, Jacobs, Willems, Claes, Goossens, Wouters, De Smet, Lambert, Vermeulen, Declercq, Verstraeten, De Backer, Van Damme, Hermans, Michiels, Aerts, Segers, Cools',
        'Brussels, Antwerp, Ghent, Liège, Bruges, Charleroi',
      ],
      [
        'Croatia',
        'Filip, Mateo, Ivan, Josip, Tomislav, Andrej, Mario, Karlo, Lovro, Martin, Petar, Nikola, Roko, Dominik, Toni, Ante, Hrvoje, Kristijan, Marko, Leon',
        'Horvat, Kovačević, Babić, Marić, Jurić, Novak, Knežević, Vuković, Perić, Pavlović, Grgić, Tomić, Šarić, Barišić, Bašić, Radić, Božić, Vidović, Lukić, Crnković',
        'Zagreb, Split, Rijeka, Osijek, Zadar',
      ],
      [
        'Senegal',
        'Mamadou, Ibrahima, Abdoulaye, Cheikh, Moussa, Ousmane, Aliou, Babacar, Modou, Serigne, Lamine, Amadou, Souleymane, Assane, Malick, Omar, Saliou, Boubacar, Alassane, Khadim',
        'Diallo, Ndiaye, Sarr, Diop, Gueye, Faye, Sow, Camara, Seck, Niang, Fall, Thiam, Dieng, Mbaye, Ndour, Sall, Kane, Touré, Badji, Sène',
        'Dakar, Thiès, Saint-Louis, Ziguinchor, Kaolack',
      ],
      [
        'Denmark',
        'Christian, Lasse, Nikolaj, Rasmus, Mikkel, Søren, Joakim, Jonas, Victor, Morten, Mathias, Casper, Troels, Frederik, Oliver, Gustav, Anders, Emil, Magnus, Mads',
        'Hansen, Jensen, Nielsen, Pedersen, Andersen, Larsen, Sørensen, Rasmussen, Jørgensen, Madsen, Kristensen, Olsen, Thomsen, Holm, Dahl, Friis, Lund, Kjeldsen, Mortensen, Bach',
        'Copenhagen, Aarhus, Odense, Aalborg, Esbjerg',
      ],
      [
        'Morocco',
        'Mehdi, Karim, Youssef, Omar, Anas, Hamza, Bilal, Rachid, Selim, Ilias, Amine, Tarik, Yassine, Zakaria, Ayoub, Adam, Othmane, Oussama, Walid, Soufiane',
        'El Idrissi, Benali, El Amrani, Bennani, Alaoui, Tazi, Berrada, Chraibi, El Fassi, Lahlou, Benjelloun, Cherkaoui, Ouazzani, Sebti, Belkadi, Bouzid, Mansouri, Rahmouni, Zerouali, Naciri',
        'Casablanca, Rabat, Marrakesh, Fez, Tangier, Agadir',
      ],
    ] as const
  ).map(([country, first, last, cities]) => [
    country,
    { country, firstNames: words(first), lastNames: words(last), cities: words(cities) },
  ]),
);

/** How often foreign players of each nationality turn up in the big five leagues. */
export const FOREIGN_WEIGHTS: Record<string, number> = {
  England: 2,
  Spain: 4,
  Germany: 3,
  Italy: 2,
  France: 6,
  Brazil: 7,
  Argentina: 5,
  Portugal: 4,
  Netherlands: 4,
  Belgium: 3,
  Croatia: 2,
  Senegal: 3,
  Denmark: 3,
  Morocco: 3,
};

export const AGENCIES = [
  'Northline Sports',
  'Primo Talent Management',
  'Eleven Eleven Agency',
  'Blue Corner Football',
  'Ancora Sports Group',
  'First Touch Management',
  'Meridian Football Partners',
  'Relatives',
] as const;

export const OUTFITTERS = ['Nike', 'adidas', 'Puma', 'New Balance', 'Mizuno'] as const;
