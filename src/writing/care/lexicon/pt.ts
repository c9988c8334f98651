import type { Lexicon } from "./types.ts";

const KIN =
  "(?:mae|pai|pais|avo|avos|irmao|irma|filho|filha|filhos|bebe|marido|esposo|esposa|mulher|namorado|namorada|parceiro|parceira|companheiro|companheira|amigo|amiga|tio|tia|primo|prima|sobrinho|sobrinha|neto|neta|cao|cachorro|cadela|gato|gata|chefe|colega|vizinho|vizinha|ex|sogra|sogro|padrasto|madrasta)";
const MY = "(?:o meu|a minha|os meus|as minhas|meu|minha|meus|minhas|nosso|nossa)";
const ABUSER =
  "(?:ele|ela|eles|(?:o )?meu (?:namorado|marido|esposo|parceiro|companheiro|pai|padrasto|irmao|tio|ex|chefe|filho|avo)|(?:a )?minha (?:namorada|esposa|mulher|parceira|companheira|mae|madrasta|irma|tia|ex)|(?:os )?meus pais)";
const PILLS =
  "(?:comprimidos|pilulas|remedios|medicamentos|capsulas|paracetamol|ben u ron|ibuprofeno|aspirinas?|dipirona|calmantes|soniferos|antidepressivos|ansioliticos|rivotril|diazepam|insulina)";

export const PT: Lexicon = {
  lang: "pt",
  stopwords: [
    "eu",
    "meu",
    "minha",
    "meus",
    "o",
    "a",
    "os",
    "as",
    "e",
    "de",
    "do",
    "da",
    "que",
    "nao",
    "um",
    "uma",
    "com",
    "quando",
    "devo",
    "deveria",
    "vou",
    "quero",
    "se",
    "como",
    "mas",
    "mais",
    "muito",
    "estou",
    "ja",
    "para",
    "tenho",
    "no",
    "na",
    "isso",
    "ele",
    "ela",
    "vai",
  ],
  harmless: [
    "(?:morrer|morrendo|morto|morta|morro) de (?:rir|fome|vontade|curiosidade|vergonha|sono|calor|frio|tedio|cansaco|saudade|medo|amor|ansiedade)",
    "(?:o meu chefe|meu chefe|minha chefe|a minha mae|minha mae|meu pai|o meu pai|os meus pais|meus pais|ele|ela|o meu namorado|meu namorado|minha namorada) (?:vai|vao) me matar|vai matar me|me mata de (?:rir|vergonha)",
    "matar (?:o tempo|a saudade|a fome|a sede)|mataria por (?:uma|um)|(?:terminar|acabar) com (?:o meu namorado|meu namorado|a minha namorada|minha namorada|ele|ela|a relacao|o namoro)",
    "(?:nao sou|nao estou) (?:suicida|em perigo)",
  ],
  crisis: {
    "self-harm": [
      "cansei de viver|(?:sou|me sinto) (?:\\w+ ){0,2}um (?:fardo|peso)",
      "(?:quero|queria|vontade de|gostaria de|desejo|sonho em) (?:(?!(?:not|never|nicht|nie|kein|pas|jamais|no|nunca|nao|niet|nooit|geen|non|mai)\\b)\\w+ ){0,3}(?:morrer|sumir (?:para sempre|de vez)|desaparecer (?:para sempre|de vez)|nao acordar|deixar de existir|me matar|matar me|nao existir|nao estar aqui)",
      "(?:maneira|forma|jeito|metodo) (?:\\w+ ){0,2}(?:indolor|rapida|rapido|facil|sem dor) de (?:morrer|me matar|acabar|me suicidar)|como (?:me matar|me suicidar|tirar a minha vida)",
      "(?:nao|ja nao) (?:aguento|consigo|suporto) mais|sem forcas para continuar",
      "melhor sem mim",
      "tirar (?:a )?(?:minha |a minha )?(?:propria )?vida|cartas? de despedida|(?:pra|para) que (?:continuar|viver|acordar)",
      "suicid\\w*|(?:me |vou me |quero me )matar|matar me|me suicidar|tirar a (?:minha )?(?:propria )?vida|automutil\\w*|auto ?lesao|me cortar|cortar me|me corto|me machucar|me ferir|me enforcar|me atirar|atirar me|me envenenar",
      "(?:acabar|terminar) com (?:a minha vida|minha vida|tudo|a vida|isto de vez|isso de vez)|por fim a (?:minha vida|tudo)",
      "(?:quero|queria|gostaria de|tenho vontade de|desejo|prefiro|preferia) (?:so |apenas )?(?:morrer|estar morto|estar morta|desaparecer|sumir|dormir para sempre|nao acordar|nao existir|nao estar aqui|ir embora para sempre)",
      "nao quero (?:mais )?(?:viver|existir|acordar|estar aqui|continuar)|nao acordar (?:nunca )?mais|(?:cansado|cansada|farto|farta) de viver|nao aguento mais|nao consigo mais|ja nao aguento",
      "ninguem (?:iria |ia |vai )?(?:sentir|notar|sentiria) (?:a )?minha falta|(?:sou|me sinto) um (?:fardo|peso)|(?:estariam|ficariam|seriam) melhor sem mim|a vida nao (?:tem|faz) sentido|nao vale a pena viver|nenhuma razao para viver|(?:dar|dando|dei) (?:todas )?as minhas coisas|carta de despedida|despedir me de todos",
      `quantos (?:\\w+ )?${PILLS} (?:para morrer|sao precisos|matam|e preciso)|tomar todos os (?:meus )?${PILLS}`,
      "(?:pular|saltar|atirar me|me atirar|jogar me|me jogar) (?:da|de uma|do|de um|de cima da) (?:ponte|predio|janela|varanda|comboio|trem|telhado)",
    ],
    abuse: [
      "controla (?:o )?(?:meu|minha) (?:celular|telemovel|dinheiro|telefone)|(?:pega|tira|fica com) (?:o )?meu dinheiro|me proibe de",
      `${ABUSER} (?:\\w+ ){0,3}(?:me )?(?:bate|bateu|batia|agride|agrediu|ameaca|ameacou|violou|estuprou|abusa|abusou|controla|prende|prendeu|empurra|empurrou|enforca|estrangula|obriga|obrigou|forca|forcou|machuca|machucou|humilha|toca|tocou|espanca|espancou|da tapas|deu um tapa)(?: me| em mim)?`,
      "violencia (?:domestica|de genero)|abuso sexual|fui (?:violada|violado|estuprada|estuprado|abusada|abusado|agredida|agredido|espancada)|estupr\\w*|violacao",
      `medo (?:do|da|de) (?:${MY} (?:namorado|marido|parceiro|pai|mae|padrasto|ex)|dele|dela|voltar para casa|ir para casa)`,
      "ameaca (?:me )?matar|nao me deixa (?:sair|ver|trabalhar|ir embora)|tira me o (?:dinheiro|telemovel|celular)",
    ],
    "child-in-danger": [
      "(?:crianca|filho|filha|bebe|irmaozinho|irmazinha) (?:e|foi|esta a ser|esta sendo) (?:maltratad[oa]|espancad[oa]|abusad[oa]|tocad[oa])|maus tratos infantis|abuso infantil|pedofil\\w*",
      "(?:tenho|eu tenho) (?:1[0-7]|[5-9]|doze|treze|catorze|quatorze|quinze|dezasseis|dezesseis|dezassete|dezessete) anos.{0,80}(?:mais velho|adulto|homem|professor|treinador|tio|segredo|fotos|nud\\w*|encontrar|toca|bate)",
      "(?:homem|adulto|senhor) (?:mais velho|adulto|de \\d\\d anos)|fotos (?:nua|nu|nuas)|nudes|(?:nao contar|nao dizer) (?:nada )?a (?:ninguem|meus pais)",
      "medo de (?:machucar|magoar|sacudir) (?:o )?(?:meu|minha) (?:bebe|filho|filha)",
    ],
    violence: [
      "(?:vou|quero|tenho vontade de|penso em|vou acabar por) (?:\\w+ ){0,3}(?:mata lo|mata la|mata los|matalo|matala|esfaquea lo|esfaquea la|envenena lo|envenena la|dar um tiro|dar lhe um tiro|matar (?:o|a|esse|essa|ele|ela|meu|minha|todos|aquele|aquela))|(?:matar|esfaquear|envenenar) (?:o meu|a minha|meu|minha|esse|essa|aquele|aquela)",
      "(?:vou|quero|tenho vontade de|penso em) (?:matar|mata lo|mata la|esfaquear|matalo|matala) (?:o|a|ele|ela|alguem|todos|meu|minha)?",
    ],
    "medical-emergency": [
      "dor (?:\\w+ ){0,2}(?:no|do) peito|peito (?:\\w+ )?doi",
      "dor (?:no|do) peito|dor toracica|aperto no peito|peito apertado|ataque cardiaco|enfarte|infarto|paragem cardiaca|parada cardiaca",
      "avc|derrame|cara (?:caida|torta|paralisada)|boca torta|fala (?:arrastada|enrolada|estranha)|braco (?:esquerdo )?(?:dormente|formigando|paralisado)|formigueiro no braco",
      "nao (?:consigo|consegue|conseguia) respirar|nao (?:esta a |esta )?respira(?:r|ndo)?|falta de ar|labios (?:azuis|roxos)|sufocando|a sufocar",
      `(?:tomei|tomou|engoli|engoliu|ingeri) (?:\\d+|muitos|muitas|demasiados|todos os|todas as|uma caixa (?:inteira )?de|a caixa toda de) (?:\\w+ )?${PILLS}|overdose|sobredosagem|intoxicacao|envenenad\\w*`,
      "inconsciente|desmaiad\\w*|nao acorda|convuls\\w*|ataque epileptico|sangra (?:muito|imenso)|hemorragia|choque anafilatico|chamar (?:o 112|uma ambulancia|a ambulancia|o inem|o samu)",
    ],
    "eating-disorder": [
      "anorexi\\w*|bulimi\\w*|(?:transtorno|disturbio|perturbacao) alimentar|provoco o vomito|vomitar depois de comer|vomito depois de (?:comer|cada refeicao)|nao como ha (?:\\d+|dias|uma semana)|nao comi nada (?:ha|em) (?:\\d+|dias)|laxantes para emagrecer|passar fome para emagrecer",
    ],
  },
  threats: [
    "me (?:mata|matar|vai matar|matara)(?: \\w+){0,2} se eu (?:for embora|o deixar|a deixar|contar|sair|denunciar|me separar)",
  ],
  noReading: {
    "death-or-illness": [
      `${KIN} (?:\\w+ ){0,4}(?:morrer|morre|morrera|morrendo|falecer|sobreviver|sobrevivera|se curar|curar se|recuperar|se recuperar|ficar bo[ma]|sair dessa)`,
      `${KIN} (?:vai|vao|ira) (?:w+ )?melhorar`,
      `(?:vai )?morrer (?:o |a )?(?:${MY} )?${KIN}`,
      `(?:quando|quanto tempo|sera que) (?:o |a )?(?:${MY} )?${KIN} (?:vai|ira|tem|ainda tem|tem de vida) ?(?:morrer|falecer|viver|sobreviver|melhorar|curar|de vida)?|${MY} ${KIN} vai (?:morrer|sobreviver|melhorar|curar se)`,
      `${MY} ${KIN} (?:tem|esta com|esta no|esta na|esta muito|esta a morrer|esta morrendo|esta em coma|esta nos cuidados paliativos|esta) (?:cancer|tumor|alzheimer|demencia|(?:no |na )?hospital|(?:na )?uti|doente|grave|a morrer|morrendo|em coma|paliativos)`,
      "quando (?:vou morrer|morrerei|eu vou morrer)|como (?:vou morrer|morrerei)|data da minha morte",
    ],
    pregnancy: [
      "(?:ter|terei|vou ter|esperar|espero|perder|perdi) (?:um |o |meu |outro )?(?:bebe|filho|filha|crianca)|(?:vou|vamos) ser (?:mae|pai)|(?:menstruacao|periodo) (?:atrasad[oa]|nao veio|nao desceu)|(?:nao me veio|atrasou) a menstruacao|embri\\w*|ovulacao|teste de gravidez|(?:estou|ficar|fiquei) (?:de esperanca|gravida|prenha)",
      "gravid\\w*|aborto|abortar|engravidar|fertilidade|fiv|ficar com o bebe|teste positivo",
    ],
    medication: [
      "(?:parar|deixar|suspender|baixar|aumentar|reduzir|tomar|comecar) (?:\\w+ ){0,2}(?:remedios|comprimidos|medicacao|medicamentos|tratamento|antidepressivos|dose|pilula)|medicacao|efeitos? secundarios?|efeitos? colaterais|receita|dose|pilula",
      `${PILLS}|medicacao|medicament\\w*|remedio\\w*|tratamento|parar (?:a|o|de tomar) (?:medicacao|tratamento|remedio)|a pilula|vacina\\w*`,
    ],
    diagnosis: [
      "(?:caroco|nodulo|sinal|mancha|erupcao|quisto|cisto|sangramento|sangue) (?:\\w+ ){0,6}(?:grave|perigos[oa]|malign[oa]|benign[oa]|cancer\\w*|cancro|serio|seria|preocupante|algo mau|algo ruim)|(?:ressonancia|tac|tomografia|raio x|ecografia|ultrassom|analises ao sangue|exames de sangue|mamografia|biopsia) (?:\\w+ ){0,3}(?:bem|mal|bons?|boas?|maus|ruins?|normais|normal|sair|vao dar|dar)|(?:medico|medica|doutor\\w*|especialista|oncologista|hospital|clinica|ginecologista) (?:\\w+ ){0,4}(?:encontrou|disse|diz|acha|quer|mandou|consulta|encaminh\\w*)|(?:o que e que eu tenho|o que eu tenho|estou doente)|doenca\\w*|doente",
      "diagnostic\\w*|cancer|tumor|sintoma\\w*|biopsia|resultados? (?:da|do|dos) (?:biopsia|exames|analises|ressonancia)|operacao|cirurgia|quimio\\w*|doenca|ir ao medico",
    ],
    legal: [
      "declarar me culpad[oa]|processar|senhorio|indemniz\\w*|indeniz\\w*|o seguro (?:vai )?(?:pagar|cobrir)|carta de conducao|testemunha|tribunal|juiz|advogad[oa]",
      "(?:ganhar|perder|ganharei|perderei|ganho|perco) (?:o |a |meu |minha |este |esta |nosso )?(?:processo|caso|causa|acao|recurso|apelacao|julgamento|litigio)|julgamento|audiencia|sentenca|tribunal|juiz|juiza|advogad[oa]|condena\\w*|absolvi\\w*|fianca|liberdade condicional|multa|cadastro criminal|registo criminal|arguid[oa]|acusad[oa]|testemunh\\w*|recurso|guarda (?:dos|das|do|da) (?:filhos|filhas|meu|minha)|guarda partilhada|divorcio|prisao|cadeia|policia|visto|autorizacao de residencia|nacionalidade|cidadania|heranca|testamento|despejo|e legal",
      "guarda (?:dos|das|do|da) (?:meus |minhas )?(?:filhos|filhas|criancas|meu filho|minha filha)",
      "tribunal|advogad[oa]|processo|processar|juiz|juiza|guarda (?:dos|das|do|da) (?:filhos|criancas|meu filho|minha filha)|divorcio|prisao|cadeia|condenad\\w*|queixa|autorizacao de residencia|deportacao|assinar (?:o|este) contrato|e legal|policia",
    ],
    grief: [
      `${MY} (?:\\w+ )?${KIN} (?:\\w+ ){0,4}(?:morreu|faleceu)`,
      `${MY} (?:\\w+ )?${KIN} (?:morreu|faleceu|se matou|matou se|suicidou se|esta mort[oa])|(?:morte|perda|funeral|enterro) (?:do|da) ${MY} ${KIN}|perdi ${MY} ${KIN}|luto|funeral|enterro|velorio|no ceu|o alem|um sinal (?:dele|dela|do meu|da minha)|falecid\\w*`,
    ],
  },
  unclear: [
    "vale (?:a pena|ainda a pena) (?:continuar|seguir|viver|lutar|aguentar)",
    "devo (?:simplesmente |so |apenas )?(?:parar|desistir|acabar|largar tudo)",
    "(?:devo )?(?:faco|fazer) (?:isso|isto)",
    "(?:devo|deveria|tenho de|tenho que|sera que devo) (?:ja )?(?:acabar com (?:isto|isso|tudo)|terminar com (?:isto|isso|tudo)|parar|desistir|fazer isso|fazer isto|ir embora|ir|largar|deixar tudo|dar o passo|acabar|terminar|faze lo)",
    "(?:e|ja e|sera) (?:hora|o momento|a hora) de (?:ir|partir|parar|acabar|desistir|ir embora|largar)",
    "(?:acabou|e o fim)",
  ],
};
