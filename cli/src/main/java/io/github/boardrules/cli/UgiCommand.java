package io.github.boardrules.cli;

import io.github.boardrules.core.catalog.ConfiguredGame;
import java.io.InputStream;
import java.io.PrintStream;
import java.util.concurrent.Callable;
import org.checkerframework.checker.nullness.qual.Nullable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code ugi <game> [<player>]}: a player of the tool as a UGI engine on standard input and
 * output ({@link UgiEngine}), for the match runners of other programs (cutegames' cuteataxx and
 * the like) and for {@code match --levels ugi:...}.
 *
 * <pre>{@code
 * java -jar cli/target/boardrules-cli.jar ugi nim --level 3
 * java -jar cli/target/boardrules-cli.jar ugi pushfour alphabeta:4
 * }</pre>
 */
@Command(name = "ugi",
    description = {
      "Serve a player as a UGI engine on standard input and output.",
      "",
      "UGI is UCI for any game, as the cutegames tools speak it: ugi, isready, uginewgame, setoption (Seed,"
          + " Level), position startpos|fen <position text> [moves ...], go (with movetime, wtime, btime, winc,"
          + " binc or cutegames' p1time, p2time, p1inc, p2inc, nodes, depth or infinite), query"
          + " gameover|p1turn|result, stop, quit. Positions are the game's position texts and moves its notation,"
          + " as play and replay write them; startpos is the game's start, a random setup without seed= that of"
          + " seed 1, the same in every process. A position with an illegal move is lost by the player who made"
          + " it (query result says so), never replaced by the old one. Unknown commands are ignored; one that"
          + " cannot be carried out is answered with \"info string error: ...\"."},
    footer = GameChoice.GAME_HELP)
final class UgiCommand implements Callable<Integer> {
  @Parameters(index = "0", paramLabel = "<game>", completionCandidates = GameChoice.Names.class,
      description = GameChoice.GAME_ARGUMENT)
  private String gameText = "";

  @Parameters(index = "1", arity = "0..1", paramLabel = "<player>",
      description = "the player: a level (3), mcts:PLAYOUTS, alphabeta:DEPTH, mcts or alphabeta (the time of each"
          + " go); default: the game's strongest level")
  private @Nullable String playerText;

  @Option(names = "--level", paramLabel = "N", description = "the level of the game's ladder to serve, as <player> N")
  private @Nullable String levelText;

  private final InputStream in;
  private final PrintStream out;

  /**
   * Makes the command.
   *
   * @param in the commands
   * @param out the answers
   */
  UgiCommand(InputStream in, PrintStream out) {
    this.in = in;
    this.out = out;
  }

  /**
   * Runs the engine until {@code quit} or the end of the input.
   *
   * @return 0
   * @throws CliException a usage error for a player that cannot be served
   */
  @Override
  public Integer call() {
    if (playerText != null && levelText != null) {
      throw CliException.usage("give the player once: as <player> or as --level, not both");
    }
    ConfiguredGame<?, ?> game = GameChoice.of(gameText, null); // startpos: a random setup of the default seed
    if (game.isSolo()) {
      throw CliException.usage(game + " is a puzzle for one player: there is no opponent to serve");
    }
    PlayerSpec player;
    if (levelText != null) {
      player = PlayerSpec.parse(Long.toString(WholeNumber.parse("--level", levelText, 1, game.levels().size())));
    } else {
      player = PlayerSpec.parse(playerText == null ? Integer.toString(game.levels().size()) : playerText);
    }
    return serve(game, player);
  }

  private <S, M> int serve(ConfiguredGame<S, M> game, PlayerSpec player) {
    if (player.isEngine()) {
      throw CliException.usage("player \"" + player.text() + "\": ugi serves a player of the tool, not another engine");
    }
    player.bots(game, UgiEngine.DEFAULT_THINK, 1); // refuses a level or search the game does not have
    new UgiEngine<>(game, player, in, out).run();
    out.flush();
    return 0;
  }
}
