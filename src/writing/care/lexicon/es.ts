import type { Lexicon } from "./types.ts";

const KIN =
  "(?:madre|mama|padre|papa|padres|abuela|abuelo|abuelos|hermano|hermana|hijo|hija|hijos|bebe|marido|esposo|esposa|mujer|novio|novia|pareja|amigo|amiga|tio|tia|primo|prima|sobrino|sobrina|nieto|nieta|perro|perra|gato|gata|jefe|jefa|companero|companera|vecino|vecina|ex|suegra|suegro|padrastro|madrastra)";
const MY = "(?:mi|mis|nuestro|nuestra|nuestros|nuestras)";
const ABUSER =
  "(?:el|ella|ellos|mi (?:novio|novia|marido|esposo|esposa|mujer|pareja|padre|papa|madre|mama|padrastro|madrastra|hermano|hermana|tio|tia|ex|jefe|hijo|abuelo)|mis padres)";
const PILLS =
  "(?:pastillas|pildoras|comprimidos|capsulas|medicamentos|medicinas|paracetamol|ibuprofeno|aspirinas?|nolotil|somniferos|antidepresivos|ansioliticos|tranquilizantes|orfidal|lorazepam|diazepam|insulina)";

export const ES: Lexicon = {
  lang: "es",
  stopwords: [
    "yo",
    "mi",
    "mis",
    "me",
    "el",
    "la",
    "los",
    "las",
    "y",
    "de",
    "que",
    "no",
    "es",
    "un",
    "una",
    "por",
    "con",
    "cuando",
    "debo",
    "deberia",
    "voy",
    "quiero",
    "se",
    "lo",
    "como",
    "pero",
    "mas",
    "muy",
    "esta",
    "estoy",
    "ya",
    "para",
    "tengo",
    "su",
    "del",
    "al",
    "va",
  ],
  harmless: [
    "(?:morir|muero|muriendo|muerto|muerta|me muero|me moria) (?:de|por) (?:risa|hambre|ganas|curiosidad|verguenza|sueno|calor|frio|aburrimiento|cansancio|saber|verte|conocer|amor)",
    "me muero por (?:saber|ver|conocer|probar|ir|tener|un|una)|muerto de (?:risa|hambre|cansancio|sueno|miedo)|me mata de (?:risa|curiosidad)",
    "(?:mi jefe|mi jefa|mi madre|mi mama|mi padre|mi papa|mis padres|mi novio|mi novia|mi mujer|mi marido|el|ella|ellos) (?:me )?(?:va a matar|me va a matar|me mata|me matara|me mataria)",
    "matar el tiempo|mataria por (?:una|un|unas|unos)|(?:terminar|cortar|acabar|romper) con (?:mi novio|mi novia|el|ella|mi pareja|la relacion|nuestra relacion)",
    "(?:no soy|no estoy) (?:suicida|en peligro)",
  ],
  crisis: {
    "self-harm": [
      "quitar(?:me)? de en medio|no (?:tengo|hay) (?:\\w+ )?(?:ganas|fuerzas|motivos?|razon\\w*) (?:de|para) seguir (?:viviendo|vivo|aqui|adelante)|(?:soy|me siento) (?:\\w+ ){0,2}una carga",
      "(?:quiero|quisiera|deseo|ganas de|me gustaria|ojala|sueno con) (?:(?!(?:not|never|nicht|nie|kein|pas|jamais|no|nunca|nao|niet|nooit|geen|non|mai)\\b)\\w+ ){0,3}(?:morir\\w*|desaparecer (?:para siempre|del todo)|no despertar\\w*|dejar de existir|matarme|suicidarme|no estar|no existir|irme para siempre)",
      "(?:manera|forma|metodo|modo) (?:\\w+ ){0,2}(?:indolora|rapida|facil|sin dolor|segura) (?:de|para) (?:morir|matarme|suicidarme|acabar)|como (?:matarme|suicidarme|quitarme la vida)",
      "no (?:puedo|aguanto|soporto) (?:mas|seguir|con esto|con todo)|ya no (?:puedo|aguanto)|sin fuerzas para seguir",
      "mejor sin mi",
      "cartas de despedida|para que (?:seguir|vivir|sigo|despertar)",
      "suicid\\w*|matarme|me (?:voy a |quiero )?matar|quitarme la vida|me quito la vida|autolesion\\w*|hacerme dano|me hago dano|cortarme|me corto|me corte|lastimarme|colgarme|ahorcarme|tirarme (?:de|del|por|a|bajo)|envenenarme",
      "(?:acabar|terminar) con (?:mi vida|todo|mi existencia|esto de una vez)|poner fin a (?:mi vida|todo)",
      "(?:quiero|quisiera|deseo|tengo ganas de|me gustaria|ojala pudiera|prefiero|preferiria) (?:solo |simplemente )?(?:morir|morirme|estar muerto|estar muerta|desaparecer|dormir para siempre|no despertar|no existir|no estar aqui|irme para siempre)",
      "no quiero (?:seguir )?(?:vivir|viviendo|existir|despertar(?:me)?|estar aqui|seguir)|no despertar(?:me)? (?:nunca|mas|manana)|ojala no despertara|ojala estuviera muert[oa]|ya no quiero vivir|(?:cansado|cansada|harto|harta) de vivir|ya no puedo mas|no aguanto mas|no puedo seguir",
      "(?:nadie|ninguno) me (?:extranaria|echaria de menos|notaria)|(?:soy|me siento) una carga|(?:estarian|estaria|estaran) mejor sin mi|la vida no tiene sentido|no tiene sentido vivir|no vale la pena vivir|no hay razon para vivir|(?:regalar|regalando|regale) (?:todas )?mis cosas|carta de despedida|despedirme de todos",
      `(?:cuantas|cuantos) (?:\\w+ )?${PILLS} (?:para morir|hacen falta|son mortales|son letales|para no despertar)|(?:tomarme|tragarme) todas (?:las|mis) ${PILLS}`,
      "(?:saltar|tirarme) (?:de|desde|del) (?:un |el |la )?(?:puente|edificio|azotea|balcon|ventana|tren)",
    ],
    abuse: [
      `${ABUSER} (?:\\w+ ){0,3}me (?:pega|pego|golpea|golpeo|golpeaba|pegaba|amenaza|amenazo|viola|violo|maltrata|maltrato|ahoga|ahorco|estrangula|empuja|empujo|controla|encierra|encerro|obliga|obligo|fuerza|forzo|insulta|humilla|hace dano|hizo dano|lastima|toca|toco|agrede|agredio|abofetea|abofeteo|da patadas|dio una paliza|da palizas)`,
      "violencia (?:de genero|domestica|machista|intrafamiliar)|maltrato\\w*|abus\\w* sexual\\w*|me (?:violaron|violo|abusaron|agredieron)|(?:fui|he sido) (?:violada|violado|agredida|agredido|abusada|abusado)|violacion",
      `miedo (?:a|de) (?:${MY} (?:novio|marido|esposo|pareja|padre|madre|padrastro|ex)|el|ella|volver a casa|ir a casa)`,
      "amenaza con (?:matarme|pegarme|quitarme a los ninos)|no me deja (?:salir|ver a|trabajar|irme|tener dinero)|me quita (?:el dinero|el movil|el telefono|los papeles)",
    ],
    "child-in-danger": [
      "(?:tengo|yo tengo) (?:1[0-7]|[5-9]|doce|trece|catorce|quince|dieciseis|diecisiete)(?: anos)?\\b.{0,80}(?:mayor|adulto|hombre|profesor|entrenador|tio|secreto|fotos|desnud\\w*|quedar|a solas|verme|toca|pega)",
      "(?:hombre|adulto|senor|chico)\\b.{0,80}(?:tengo) (?:1[0-7]|[5-9]|doce|trece|catorce|quince)(?![0-9])",
      "(?:nino|nina|hijo|hija|bebe|hermanito|hermanita) (?:es|fue|esta siendo) (?:maltratad[oa]|golpead[oa]|abusad[oa]|tocad[oa])|maltrato infantil|abuso infantil|pederast\\w*|pedofil\\w*",
      "(?:tengo|yo tengo) (?:1[0-7]|[5-9]|doce|trece|catorce|quince|dieciseis|diecisiete) anos.{0,80}(?:mayor|adulto|hombre|profesor|entrenador|tio|secreto|fotos|desnud\\w*|quedar|verme|toca|pega)",
      "(?:hombre|adulto|senor) (?:mayor|adulto|de \\d\\d anos)|fotos desnud\\w*|(?:no decirle|no contarle) (?:nada )?a (?:nadie|mis padres)",
      "miedo de (?:hacerle dano|lastimar|sacudir) (?:a )?(?:mi|mis) (?:bebe|hijo|hija|hijos)",
    ],
    violence: [
      "(?:voy a|quiero|pienso|tengo ganas de|ganas de) (?:\\w+ ){0,3}(?:matarlo|matarla|matarlos|matarle|apunalarlo|apunalarla|envenenarlo|envenenarla|pegarle un tiro|acuchillarlo|acuchillarla|cargarmelo|cargarmela)|(?:matar|apunalar|envenenar|acuchillar) a (?:mi|ese|esa|este|esta|mis|todos)",
      "(?:voy a|quiero|pienso|tengo ganas de) (?:apunalar|matar|acuchillar|disparar|pegarle un tiro|rajar) a|(?:lo|la|le|los) voy a (?:matar|apunalar|rajar)|(?:lo|la|le) mato",
      "(?:voy a|quiero|tengo ganas de|pienso) (?:matarlo|matarla|matarlos|matarle|apunalarlo|apunalarla|hacerle dano)|matar a (?:mi \\w+|alguien|todos|mi)",
    ],
    "medical-emergency": [
      "dolor (?:\\w+ ){0,2}(?:en el|de|del) pecho|pecho (?:\\w+ )?(?:me duele|duele)",
      "dolor (?:en el|de|del) pecho|dolor toracico|opresion (?:en el|del) pecho|pecho (?:apretado|oprimido)|infarto|ataque (?:al corazon|cardiaco)|paro cardiaco",
      "derrame cerebral|ictus|cara (?:caida|torcida|paralizada)|boca torcida|habla (?:rara|arrastrada|mal)|brazo (?:izquierdo )?(?:dormido|entumecido|hormigue\\w*|paralizado)|hormigueo en el brazo",
      "no (?:puede|puedo|podia) respirar|no respira|se (?:esta )?ahogando|me ahogo|labios azules|le cuesta respirar|me cuesta respirar",
      `(?:me he tomado|me tome|tome|se tomo|se ha tomado|he tomado|trague|se trago|ha tomado) (?:\\d+|muchas|muchos|demasiadas|demasiados|todas las|todos los|una caja (?:entera )?de|toda la caja de|un bote de) (?:\\w+ )?${PILLS}|sobredosis|intoxicacion|envenenad\\w*`,
      "inconsciente|no se despierta|desmayad\\w* y|convulsion\\w*|ataque epileptico|sangra (?:mucho|muchisimo)|hemorragia|shock anafilactico|llamar (?:al|a una) (?:112|ambulancia)",
    ],
    "eating-disorder": [
      "no (?:como|he comido|comi|pruebo bocado) (?:nada )?(?:desde hace|hace|en) (?:\\d+|dos|tres|cuatro|cinco|varios|muchos|una|un) (?:dias|semanas?|mes)",
      "anorexi\\w*|bulimi\\w*|trastorno\\w* (?:de la conducta )?alimentari\\w*|me provoco (?:el )?vomito|vomitar despues de comer|vomito despues de (?:comer|cada comida)|no he comido (?:nada )?(?:en|desde hace) (?:\\d+|dias|una semana|tres|dos)|dejar de comer para adelgazar|laxantes para adelgazar|me mato de hambre",
    ],
  },
  threats: [
    "me (?:matara|mata|va a matar|matar|mataria)(?: \\w+){0,2} si (?:lo |la |le |me |te )?(?:dejo|dejas|voy|vas|denuncio|cuento)",
  ],
  noReading: {
    "death-or-illness": [
      `${KIN} (?:\\w+ ){0,4}(?:morir|morirse|muere|morira|muriendo|fallecer|fallecera|sobrevivir|sobrevivira|curarse|se curara|recuperarse|se recuperara|salir de esta|saldra de esta)`,
      `morir\\w* (?:${MY} )?${KIN}`,
      `(?:cuando|cuanto tiempo|va a|se va a) (?:le queda a |va a |se va a )?(?:${MY} )?${KIN} (?:va a )?(?:morir|morira|fallecer|vivir|curarse|sobrevivir|le queda)|(?:${MY}) ${KIN} (?:va a|se va a) (?:morir|curar|sobrevivir|salir de esta)|(?:morira|se morira|sobrevivira|se curara) ${MY} ${KIN}`,
      `${MY} ${KIN} (?:tiene|esta en el|esta en la|esta muy|esta grave|esta en coma|esta muriendo|esta en cuidados paliativos|tiene un|esta) (?:cancer|tumor|alzheimer|demencia|(?:en el )?hospital|(?:en la )?uci|enferm\\w*|grave|muriendo|(?:en )?coma|paliativos)`,
      "cuando (?:voy a morir|morire|me voy a morir)|como (?:voy a morir|morire)|fecha de mi muerte",
    ],
    pregnancy: [
      "(?:tener|tendre|esperar|espero|esperamos|perder|perdi) (?:un |el |mi |otro )?(?:bebe|hijo|nino|nina)|(?:voy a|vamos a|va a) (?:tener|ser) (?:un |mama|madre|padre|papa)|(?:quedarme|quedare|quede|quedar) (?:en )?(?:embarazada|en estado)|(?:regla|periodo) (?:no me baja|retrasad[oa]|atrasad[oa])|(?:no me (?:ha )?bajado|me retrasa) la regla|embrion\\w*|ovulacion|test de embarazo|prueba de embarazo|en estado de buena esperanza|en cinta",
      "embarazad\\w*|embarazo|aborto|abortar|quedarme embarazada|fertilidad|fiv|tener el bebe|test positivo",
    ],
    medication: [
      "(?:dejar|parar|suspender|bajar|subir|reducir|tomar|empezar) (?:\\w+ ){0,2}(?:pastillas|medicacion|medicamentos|tratamiento|antidepresivos|dosis|pildora)|efectos? secundarios?|receta|dosis",
      `${PILLS}|medicacion|medicamento\\w*|tratamiento|dejar (?:la|mi|el) (?:medicacion|tratamiento)|la pildora|vacuna\\w*`,
    ],
    diagnosis: [
      "(?:bulto|lunar|mancha|sarpullido|erupcion|quiste|sangrado|sangre) (?:\\w+ ){0,6}(?:grave|peligros[oa]|malign[oa]|benign[oa]|cancer\\w*|serio|seria|preocupante|algo malo)|(?:resonancia|escaner|tac|radiografia|ecografia|analitica|analisis de sangre|mamografia|biopsia) (?:\\w+ ){0,3}(?:bien|mal|buen[oa]s?|mal[oa]s?|normal\\w*|salir|saldran|salen|dar|daran)|(?:medico|medica|doctor\\w*|especialista|oncolog\\w*|hospital|clinica|ginecolog\\w*) (?:\\w+ ){0,4}(?:encontro|dijo|dice|cree|quiere|mando|cita|deriv\\w*)|(?:que me pasa|estoy enferm[oa])|enfermedad\\w*|enferm[oa]",
      "diagnostico|cancer|tumor|sintoma\\w*|biopsia|resultados? (?:de la|del|de los) (?:biopsia|analisis|pruebas|resonancia|escaner)|operacion|cirugia|quimio\\w*|enfermedad|ir al medico",
    ],
    legal: [
      "declararme culpable|casero|arrendador|indemniz\\w*|danos y perjuicios|el seguro (?:me )?(?:paga|pagara|cubre)|carnet (?:de conducir )?(?:retirado|suspendido)|testigo|visa\\b",
      "(?:ganar|perder|ganare|perdere|gano|pierdo) (?:el |mi |este |la |nuestro )?(?:juicio|caso|pleito|demanda|recurso|apelacion|litigio)|pleito|litigio|sentencia|audiencia|vista oral|condena\\w*|absuel\\w*|fianza|libertad condicional|multa|antecedentes penales|imputad\\w*|acusad\\w*|fiscal|testific\\w*|testigo|recurso|apelacion|nacionalidad|permiso de trabajo|permiso de residencia|tarjeta de residencia|regularizacion|herencia|testamento|desahucio",
      "juicio|abogad[oa]|demanda|demandar|tribunal|juez|custodia|divorcio|carcel|prision|condena|denuncia|permiso de residencia|deportacion|visado|firmar (?:el|este) contrato|es legal|policia",
    ],
    grief: [
      `${MY} (?:\\w+ )?${KIN} (?:murio|fallecio|ha muerto|ha fallecido|se murio|se suicido|esta muert[oa])|(?:muerte|perdida|funeral|entierro) de ${MY} ${KIN}|perdi a ${MY} ${KIN}|duelo|funeral|entierro|velorio|en el cielo|mas alla|una senal de (?:el|ella|mi)|difunt\\w*|mi (?:difunto|difunta|fallecido|fallecida)`,
    ],
  },
  unclear: [
    "(?:vale|merece) (?:la pena|todavia la pena) (?:seguir|continuar|vivir|luchar|aguantar)",
    "lo dejo (?:todo|ya)(?: ya)?",
    "(?:deberia |debo )?(?:terminarlo|dejarlo|hacerlo|acabarlo|dejarlo todo)|lo (?:dejo|hago|termino|acabo)",
    "(?:debo|deberia|tengo que|me conviene|hago bien en) (?:ya )?(?:acabar con (?:esto|todo)|terminar con (?:esto|todo)|parar|dejarlo|hacerlo|irme|rendirme|soltarlo|soltar|tirar la toalla|dar el paso|dejarlo todo|acabar|terminar)",
    "(?:es|ya es) (?:hora|el momento) de (?:irme|parar|acabar|terminar|rendirme|dejarlo|soltar|hacerlo)",
    "(?:se acabo|es el final)",
  ],
};
