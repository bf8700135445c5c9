CREATE TABLE "municipalities" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"state" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "custom_odds_scaled" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "municipality_code" text;--> statement-breakpoint
-- Seed: the 27 state capitals (IBGE codes, 7 digits with check digit). Operators load the full IBGE
-- list (about 5,570 municipalities) into this table; a Brazilian player needs one of its codes to bet.
INSERT INTO "municipalities" ("code", "name", "state") VALUES
	('1100205', 'Porto Velho', 'RO'), ('1200401', 'Rio Branco', 'AC'), ('1302603', 'Manaus', 'AM'),
	('1400100', 'Boa Vista', 'RR'), ('1501402', 'Belém', 'PA'), ('1600303', 'Macapá', 'AP'),
	('1721000', 'Palmas', 'TO'), ('2111300', 'São Luís', 'MA'), ('2211001', 'Teresina', 'PI'),
	('2304400', 'Fortaleza', 'CE'), ('2408102', 'Natal', 'RN'), ('2507507', 'João Pessoa', 'PB'),
	('2611606', 'Recife', 'PE'), ('2704302', 'Maceió', 'AL'), ('2800308', 'Aracaju', 'SE'),
	('2927408', 'Salvador', 'BA'), ('3106200', 'Belo Horizonte', 'MG'), ('3205309', 'Vitória', 'ES'),
	('3304557', 'Rio de Janeiro', 'RJ'), ('3550308', 'São Paulo', 'SP'), ('4106902', 'Curitiba', 'PR'),
	('4205407', 'Florianópolis', 'SC'), ('4314902', 'Porto Alegre', 'RS'), ('5002704', 'Campo Grande', 'MS'),
	('5103403', 'Cuiabá', 'MT'), ('5208707', 'Goiânia', 'GO'), ('5300108', 'Brasília', 'DF')
ON CONFLICT ("code") DO NOTHING;
