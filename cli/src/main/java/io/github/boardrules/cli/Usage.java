package io.github.boardrules.cli;

/** The usage texts of the tool and of each subcommand. */
final class Usage {
  static final String GAMES_LINE = "games";
  static final String PLAY_LINE =
      "play <game> [--vs random|mcts|alphabeta|solver] [--first|--second] [--seed N]"
          + " [--iterations N] [--depth N] [--from <position>] [--ply-cap N] [--record <file>]";
  static final String REPLAY_LINE = "replay <file> [--game <game>]";
  static final String PERFT_LINE = "perft <game> <depth> [--divide] [--from <position>] [--seed N]";
  static final String SVG_LINE = "svg <game> <position text> [--last <move>] [-o <file>]";
  static final String SOLVE_LINE =
      "solve <game> --table <file> [--threads N] [--down-to N] [--opening N --out <file>]";
  static final String MATCH_LINE = "match <game> --levels A,B[,C...] [--games N] [--tournament|--adjacent] [--threads N]"
      + " [--seed N] [--time-per-move MS] [--bot-threads N] [--ply-cap N] [--adjudicate]"
      + " [--random-plies K] [--out <dir>] [--resume] [--table <file>]";

  static final String SELFPLAY_LINE = "selfplay <game> --out <file.npz> [--games N] [--simulations N]"
      + " [--seed N] [--threads N] [--ply-cap N] [--sampling-plies N] [--noise E]";

  private static final String GAME_TEXT =
      "<game> is a game of the catalogue with its options, such as nim, 'zertz(board=61)' or\n"
          + "'pylos(ruleSet=mature,repetitionDraw=3)' (quote it for the shell); `games` lists every\n"
          + "game with its options and defaults. Every word is read in any case (ZERTZ, misere=TRUE,\n"
          + "--VS RANDOM); moves and positions follow each game's notation.\n";

  private Usage() {}

  /**
   * Returns the tool's usage.
   *
   * @return the text, ending with a line break
   */
  static String main() {
    return "usage: java -jar boardrules-cli.jar <command> ...\n\n"
        + "commands:\n"
        + "  " + GAMES_LINE + "\n"
        + "  " + PLAY_LINE + "\n"
        + "  " + REPLAY_LINE + "\n"
        + "  " + PERFT_LINE + "\n"
        + "  " + SVG_LINE + "\n"
        + "  " + SOLVE_LINE + "\n"
        + "  " + MATCH_LINE + "\n"
        + "  " + SELFPLAY_LINE + "\n\n"
        + GAME_TEXT + "\n"
        + "<command> --help explains a command.\n\n"
        + "games: " + String.join(", ", GameChoice.CATALOG.names()) + "\n"
        + "\nexit codes: 0 ok, 1 illegal record or lost game, 2 usage error or unreadable input,\n"
        + "130 a count, game or match stopped with Ctrl-C (143 with SIGTERM)\n";
  }

  /**
   * Returns the usage of a subcommand.
   *
   * @param command the subcommand
   * @return the text, ending with a line break
   */
  static String of(String command) {
    return switch (command) {
      case "games" -> "usage: " + GAMES_LINE + "\n\n"
            + "List the games of the catalogue, each with its options: allowed values and default.\n";
      case "play" -> "usage: " + PLAY_LINE + "\n\n"
            + "Play against a bot in the terminal: type a move in the game's notation, \"moves\" for\n"
            + "the legal moves, \"quit\" to stop. The position is drawn after every move; a move that\n"
            + "cannot be read or is illegal is answered with the reason.\n"
            + "  --vs         the opponent (default mcts); solver: NIM games only;\n"
            + "               alphabeta: games with an evaluation (not nim, heapnim, fiveshift, intarsia)\n"
            + "  --first      you move first (default); --second: the bot moves first\n"
            + "  --seed       seed of the random and MCTS bots (default 1), and of a random setup\n"
            + "               whose game text gives no seed (a different seed= in the text is an error)\n"
            + "  --iterations MCTS iterations a move, 1 to 100000 (default 1000); --vs mcts only\n"
            + "  --depth      alpha-beta depth, 1 to 100 (default 4); --vs alphabeta only\n"
            + "  --from       start from this position text (not a finished one) instead of the start\n"
            + "  --ply-cap    stop the game, unfinished, after N plies; the tool's limit, not a\n"
            + "               rule: no draw is declared (the games' plyLimit option is the rule)\n"
            + "  --record     write the game to this file as a record that replay reads back\n"
            + "               (checked before the game starts; Ctrl-C writes the game so far)\n"
            + "A puzzle for one player (intarsia) has no bot: --vs, --first, --second, --iterations\n"
            + "and --depth are refused with it.\n"
            + "exit code 1 when the bot wins, 0 otherwise.\n\n" + GAME_TEXT;
      case "replay" -> "usage: " + REPLAY_LINE + "\n\n"
            + "Print every position of a game record, or the first illegal move with its number and\n"
            + "reason (exit code 1). Formats: the library's game record (its [Game \"...\"] tag names\n"
            + "the configured game; --game names it for a record without the tag), boardspace.net\n"
            + "ZERTZ sgf, LittleGolem TZAAR.\n";
      case "perft" -> "usage: " + PERFT_LINE + "\n\n"
            + "Count the move sequences of <depth> moves (0 to 2147483647) from the initial position\n"
            + "(or --from). A depth past the game's longest possible game counts 0 at once; any other\n"
            + "depth past 1000 is refused. A count\n"
            + "longer than 2 s prints its progress to standard error, and Ctrl-C stops it (exit 130).\n"
            + "  --divide  one line per first move with its count, then the total\n"
            + "  --seed    the seed of a random setup whose game text gives none (refused for a game\n"
            + "            without a random setup)\n\n" + GAME_TEXT;
      case "svg" -> "usage: " + SVG_LINE + "\n\n"
            + "Draw a position as an SVG document (quote the position text, it has spaces).\n"
            + "  --last  play this move from the position and draw the position after it, the move\n"
            + "          marked (an illegal move is refused with the reason)\n"
            + "  -o      write to this file instead of standard output (checked before drawing)\n\n"
            + GAME_TEXT;
      case "solve" -> "usage: " + SOLVE_LINE + "\n\n"
            + "Solve a game whole into a table file: the value of every position. Today Pylos, all\n"
            + "three rule sets, with the default end and no draw option (plyLimit, repetitionDraw\n"
            + "and raiseWithEmptyReserve are refused: the table does not solve them):\n"
            + "1,686,262,193 positions, a 1.7 GB table. The children's rules are solved layer by\n"
            + "layer (balls on the board, from 28 down to 0; about six minutes on two cores, 1.2 GB\n"
            + "of memory); the standard and mature rules by sweeps over every layer until one\n"
            + "decides nothing (the table in memory: give java -Xmx3g or more). Prints a line per\n"
            + "layer with an estimate of the time left; at the end the value of the start. The\n"
            + "table file is also the checkpoint: stopped at any time, solve goes on from its\n"
            + "finished layers, or its last finished sweep, when run again.\n"
            + "  --table    the table file (created, or resumed from); checked before any work;\n"
            + "             an empty file, or a table of an older version, is refused\n"
            + "  --threads  worker threads, 1 to 1024 (default: the machine's processors)\n"
            + "  --down-to  children's rules: stop after the layer with N balls on the board,\n"
            + "             0 to 28 (default 0: all)\n"
            + "  --opening  with --out: once the table is finished, also write its opening, the\n"
            + "             positions with at most N balls on the board (0 to 27), gzip-compressed:\n"
            + "             megabytes that answer the first moves as the table does\n"
            + "             (PylosOpeningTable; 12 balls: 11.3 MB for the standard rules)\n"
            + "  --out      the opening table's file\n";
      case "match" -> "usage: " + MATCH_LINE + "\n\n"
            + "Play bot levels of a game against each other: N games, colours alternating, and print the\n"
            + "score and the Elo difference of the first level over the second with its 95 % interval\n"
            + "(logistic Elo of the score; trinomial standard error, as cutechess-cli and fastchess).\n"
            + "With --tournament or three levels or more, every pair plays N games and a rating list\n"
            + "follows (Bradley-Terry maximum likelihood, level 1 = 0); with --adjacent only\n"
            + "neighbouring entries of --levels play (1-2, 2-3, ...). One level twice (--levels 4,4)\n"
            + "plays it against itself: the first player's score with its interval is the game's\n"
            + "balance. Each side's average time a move is printed. A progress bar goes to stderr.\n"
            + "  --levels         levels of the game's ladder, 1 (random) to 5 (the strongest); or\n"
            + "                   mcts or alphabeta: that search for the whole --time-per-move\n"
            + "  --games          games a pair, 1 to 1000000 (default 100)\n"
            + "  --threads        games played at once, 1 to 256 (default 1); the results do not\n"
            + "                   depend on it\n"
            + "  --seed           the match seed (default 1): game i depends only on it and i\n"
            + "  --time-per-move  a time budget per move, such as 100 or 100ms or 2s; without it each\n"
            + "                   level plays its fixed budget and the games repeat exactly\n"
            + "  --bot-threads    threads of each Monte-Carlo search, 1 to 256 (default 1)\n"
            + "  --ply-cap        stop a game unfinished after N plies, scored as a draw, 1 to 1000000\n"
            + "                   (default 10000)\n"
            + "  --adjudicate     score a game stopped at the cap by the rules' own count instead (square\n"
            + "                   Abalone: who pushed off more balls wins; as many, a draw)\n"
            + "  --random-plies   the first K plies of every game are random legal moves drawn from the\n"
            + "                   game's seed, 0 to 1000 (default 0): gives a deterministic level varied\n"
            + "                   games, the same for every variant and every run\n"
            + "  --out            write every game to <dir> as a record that replay reads (checked\n"
            + "                   before the first game)\n"
            + "  --resume         go on with the games already in --out <dir>; refused when they were\n"
            + "                   played with other bots, seed, --ply-cap, --random-plies or --adjudicate\n"
            + "  --table          a solved table file (pylos: written by solve --table): the top level\n"
            + "                   plays the table's move wherever the table decides the position\n"
            + "Ctrl-C stops the match at once (exit 130), keeping the games finished so far in --out:\n"
            + "the same command with --resume plays the rest.\n\n" + GAME_TEXT;
      case "selfplay" -> "usage: " + SELFPLAY_LINE + "\n\n"
            + "Play games of a game with the PUCT search (AlphaZero's, equal priors and random-playout\n"
            + "values) against itself and write every position as a NumPy .npz file (format\n"
            + "boardrules-selfplay/2): observation (float32), the legal actions and their visit shares\n"
            + "in compressed sparse rows (legal_offsets int64, legal_actions int32, policy float32),\n"
            + "outcome (float32, +1/-1/0 for the player to move), action, game_index and ply (int32),\n"
            + "game, action_count. numpy.load reads it. The same seed writes the same bytes. Games are\n"
            + "written as they finish (temporary files next to --out, moved into place at the end).\n"
            + "  --out             the .npz file to write (checked before the games start)\n"
            + "  --games           games to play (default 10)\n"
            + "  --simulations     simulations of each move's search (default 100); --playouts too\n"
            + "  --seed            the run's seed (default 1): game i depends only on it and i\n"
            + "  --threads         games played at once (default 1); the file does not depend on it\n"
            + "  --ply-cap         stop a game after N plies, its outcome 0 (default 500)\n"
            + "  --sampling-plies  the first N moves are drawn from the visits (default 10)\n"
            + "  --noise           the weight of the root's Dirichlet noise, 0 to 1 (default 0.25)\n\n"
            + GAME_TEXT;
      default -> throw CliException.usage(
          "unknown command \"" + command + "\"; the commands are games, play, replay, perft, svg, solve, match, selfplay");
    };
  }
}
