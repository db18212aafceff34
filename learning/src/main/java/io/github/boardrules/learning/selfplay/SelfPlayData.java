package io.github.boardrules.learning.selfplay;

import static io.github.boardrules.core.api.API.Status.EXPERIMENTAL;

import io.github.boardrules.core.api.API;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * Self-play positions, as a learner trains on them, and their file: a NumPy {@code .npz} archive
 * (a zip of {@code .npy} arrays) that {@code numpy.load} reads with no code of ours, of format
 * {@code boardrules-selfplay/3}. The legal actions and the visit distribution are stored sparse,
 * in compressed sparse rows (CSR), so that the file grows with the legal actions played through,
 * not with the game's action count: position {@code i}'s legal actions are {@code
 * legal_actions[legal_offsets[i]:legal_offsets[i+1]]}, and its visit shares are {@code policy} at
 * the same places. The games are rows too: game {@code g}'s positions are {@code
 * game_offsets[g]:game_offsets[g+1]}. With {@code n} positions, {@code L} legal actions in all and
 * {@code G} games:
 *
 * <table>
 *   <caption>The arrays of a self-play file, in the archive's order</caption>
 *   <tr><th>entry</th><th>dtype, shape</th><th>holds</th></tr>
 *   <tr><td>{@code format}</td><td>bytes, shape {@code ()}</td><td>{@code boardrules-selfplay/3};
 *       a reader refuses any value it does not know</td></tr>
 *   <tr><td>{@code game}</td><td>bytes, shape {@code ()}</td><td>the configured game's text,
 *       UTF-8</td></tr>
 *   <tr><td>{@code action_count}</td><td>int64, shape {@code ()}</td><td>the encoding's number of
 *       actions: the width of a dense mask</td></tr>
 *   <tr><td>{@code settings}</td><td>bytes, shape {@code ()}</td><td>the run's settings, a JSON
 *       object in UTF-8 ({@link SelfPlaySettings#toJson})</td></tr>
 *   <tr><td>{@code observation}</td><td>float32 {@code (n, *observationShape)}</td><td>the
 *       encoding's observation, from the view of the player to move</td></tr>
 *   <tr><td>{@code legal_offsets}</td><td>int64 {@code (n + 1,)}</td><td>where each position's
 *       legal actions begin in {@code legal_actions}; 0 first, {@code L} last</td></tr>
 *   <tr><td>{@code legal_actions}</td><td>int32 {@code (L,)}</td><td>each position's legal
 *       actions, ascending</td></tr>
 *   <tr><td>{@code policy}</td><td>float32 {@code (L,)}</td><td>the search's visit share
 *       (visits / simulations) of each legal action, aligned with {@code legal_actions}</td></tr>
 *   <tr><td>{@code outcome}</td><td>float32 {@code (n,)}</td><td>the game's result for the player
 *       to move: +1 won, −1 lost, 0 drawn or cut at the ply cap ({@code game_truncated} tells
 *       which)</td></tr>
 *   <tr><td>{@code action}</td><td>int32 {@code (n,)}</td><td>the action played</td></tr>
 *   <tr><td>{@code game_index}</td><td>int32 {@code (n,)}</td><td>the game's number in its
 *       run</td></tr>
 *   <tr><td>{@code ply}</td><td>int32 {@code (n,)}</td><td>the position's ply in its game, from
 *       0</td></tr>
 *   <tr><td>{@code root_value}</td><td>float32 {@code (n,)}</td><td>the search's value of the
 *       position for the player to move: the mean of the values its simulations backed up ({@link
 *       io.github.boardrules.learning.PuctResult#value})</td></tr>
 *   <tr><td>{@code action_q}</td><td>float32 {@code (n,)}</td><td>the Q of the action played: the
 *       mean value of its simulations, for the player to move ({@link
 *       io.github.boardrules.learning.PuctResult#actionQ})</td></tr>
 *   <tr><td>{@code game_offsets}</td><td>int64 {@code (G + 1,)}</td><td>where each game's
 *       positions begin; 0 first, {@code n} last</td></tr>
 *   <tr><td>{@code game_seed}</td><td>int64 {@code (G,)}</td><td>the seed of the game's
 *       generator</td></tr>
 *   <tr><td>{@code game_truncated}</td><td>bool {@code (G,)}</td><td>true for a game cut at the
 *       ply cap, whose outcome 0 is not a draw</td></tr>
 *   <tr><td>{@code game_start}</td><td>bytes {@code |S<w>}, {@code (G,)}</td><td>the game's start
 *       in the game's position text, UTF-8 (NumPy's fixed width: the longest text's, shorter ones
 *       padded with NUL bytes)</td></tr>
 * </table>
 *
 * <pre>{@code
 * SelfPlayData data = selfPlay.play(0, 100);   // games 0 to 99, in memory
 * data.write(Path.of("nim.npz"));
 * SelfPlayData back = SelfPlayData.read(Path.of("nim.npz"));
 * back.equals(data);                           // true
 * back.legalActions(0);                        // the first position's legal actions
 * back.policies(0, 32);                        // a dense batch: 32 × actionCount() shares
 * back.games().get(0).truncated();             // whether game 0 was cut at the ply cap
 * }</pre>
 *
 * <p><b>Format 2</b> ({@code boardrules-selfplay/2}, written by 0.1.0) is read too: it has the
 * entries up to {@code ply} and no others, so its data has {@link #formatVersion()} 2, no {@link
 * #settings()}, no {@link #games()}, and NaN as {@link #rootValue} and {@link #actionQ}. Such data
 * cannot be written again (format 3 needs what it lacks).
 *
 * <p>The file's bytes depend only on the data: entries in the order above, deflated, with a fixed
 * time stamp. Instances hold their positions sparse, as the file does; dense views are made per
 * position ({@link #legalMask}, {@link #policy}) or per batch of at most {@value
 * #MAX_DENSE_VALUES} values ({@link #legalMasks}, {@link #policies}). An instance holds at most
 * {@value #MAX_VALUES} values in an array (observation values, legal actions); runs larger than
 * that, or than memory, are written as they are played by {@link SelfPlayWriter} (as {@link
 * SelfPlay#write} does). Instances are immutable: every array they return is new.
 */
@API(status = EXPERIMENTAL, since = "0.1.0")
public final class SelfPlayData {
  /** The most values a dense batch ({@link #legalMasks}, {@link #policies}) holds: 64 Mi. */
  public static final int MAX_DENSE_VALUES = 1 << 26;

  /** The most values an instance holds in one array (observation values, legal actions). */
  public static final int MAX_VALUES = Integer.MAX_VALUE - 8;

  private final String game;
  private final int[] shape;
  private final int observationSize;
  private final int actionCount;
  private final float[] observations;
  private final int[] legalOffsets;
  private final int[] legalActions;
  private final float[] legalPolicy;
  private final int[] actions;
  private final int[] gameIndices;
  private final int[] plies;
  private final float[] outcomes;
  private final int formatVersion;
  private final @Nullable SelfPlaySettings settings;
  private final float[] rootValues;
  private final float[] actionQs;
  private final int[] gameOffsets;
  private final long[] gameSeeds;
  private final boolean[] truncated;
  private final String[] starts;

  private SelfPlayData(String game, int[] shape, int actionCount, float[] observations,
      int[] legalOffsets, int[] legalActions, float[] legalPolicy, int[] actions, int[] gameIndices,
      int[] plies, float[] outcomes, Games games) {
    this.game = game;
    this.shape = shape;
    this.observationSize = sizeOf(shape);
    this.actionCount = actionCount;
    this.observations = observations;
    this.legalOffsets = legalOffsets;
    this.legalActions = legalActions;
    this.legalPolicy = legalPolicy;
    this.actions = actions;
    this.gameIndices = gameIndices;
    this.plies = plies;
    this.outcomes = outcomes;
    this.formatVersion = games.formatVersion();
    this.settings = games.settings();
    this.rootValues = games.rootValues();
    this.actionQs = games.actionQs();
    this.gameOffsets = games.offsets();
    this.gameSeeds = games.seeds();
    this.truncated = games.truncated();
    this.starts = games.starts();
  }

  /**
   * What format 3 adds to format 2: the search values per position, the games, the settings. For
   * data of format 2: NaN values, no games, no settings.
   */
  // a package-private carrier of arrays, never compared and never handed out: copies would only cost.
  @SuppressWarnings("ArrayRecordComponent")
  record Games(int formatVersion, @Nullable SelfPlaySettings settings, float[] rootValues, float[] actionQs,
      int[] offsets, long[] seeds, boolean[] truncated, String[] starts) {
    /** What data read from a file of format 2 has: none of it. */
    static Games absent(int positions) {
      float[] unknown = new float[positions];
      Arrays.fill(unknown, Float.NaN);
      return new Games(2, null, unknown, unknown.clone(), new int[] {0}, new long[0], new boolean[0], new String[0]);
    }
  }

  private static int sizeOf(int[] shape) {
    int size = 1;
    for (int d : shape) {
      size *= d;
    }
    return size;
  }

  /**
   * Returns the number of positions.
   *
   * @return 0 or more
   */
  public int size() {
    return outcomes.length;
  }

  /**
   * Returns the configured game's text, such as {@code nim(rows=3,columns=5)}.
   *
   * @return the game
   */
  public String game() {
    return game;
  }

  /**
   * Returns the shape of one observation.
   *
   * @return the encoding's observation shape, a new array
   */
  public int[] observationShape() {
    return shape.clone();
  }

  /**
   * Returns the number of distinct actions.
   *
   * @return the encoding's action count
   */
  public int actionCount() {
    return actionCount;
  }

  /**
   * Returns a position's observation.
   *
   * @param position 0 to {@code size() − 1}
   * @return the observation, row-major
   * @throws IndexOutOfBoundsException if there is no such position
   */
  public float[] observation(int position) {
    Objects.checkIndex(position, size());
    return Arrays.copyOfRange(observations, position * observationSize, (position + 1) * observationSize);
  }

  /**
   * Returns a position's legal actions.
   *
   * @param position 0 to {@code size() − 1}
   * @return the legal actions, sorted
   * @throws IndexOutOfBoundsException if there is no such position
   */
  public int[] legalActions(int position) {
    Objects.checkIndex(position, size());
    return Arrays.copyOfRange(legalActions, legalOffsets[position], legalOffsets[position + 1]);
  }

  /**
   * Returns a position's visit shares of its legal actions, aligned with {@link #legalActions}.
   *
   * @param position 0 to {@code size() − 1}
   * @return the shares, one per legal action
   * @throws IndexOutOfBoundsException if there is no such position
   */
  public float[] legalPolicy(int position) {
    Objects.checkIndex(position, size());
    return Arrays.copyOfRange(legalPolicy, legalOffsets[position], legalOffsets[position + 1]);
  }

  /**
   * Returns the number of legal actions of every position together: the length of the file's
   * {@code legal_actions} and {@code policy}.
   *
   * @return 0 or more
   */
  public int legalActionTotal() {
    return legalActions.length;
  }

  /**
   * Returns a position's legal-action mask.
   *
   * @param position 0 to {@code size() − 1}
   * @return {@code actionCount()} flags
   * @throws IndexOutOfBoundsException if there is no such position
   */
  public boolean[] legalMask(int position) {
    Objects.checkIndex(position, size());
    boolean[] mask = new boolean[actionCount];
    for (int k = legalOffsets[position]; k < legalOffsets[position + 1]; k++) {
      mask[legalActions[k]] = true;
    }
    return mask;
  }

  /**
   * Returns a position's visit distribution.
   *
   * @param position 0 to {@code size() − 1}
   * @return {@code actionCount()} shares, 0 off the legal actions
   * @throws IndexOutOfBoundsException if there is no such position
   */
  public float[] policy(int position) {
    Objects.checkIndex(position, size());
    float[] policy = new float[actionCount];
    for (int k = legalOffsets[position]; k < legalOffsets[position + 1]; k++) {
      policy[legalActions[k]] = legalPolicy[k];
    }
    return policy;
  }

  /**
   * Returns a position's outcome for its player to move.
   *
   * @param position 0 to {@code size() − 1}
   * @return +1, −1 or 0
   * @throws IndexOutOfBoundsException if there is no such position
   */
  public float outcome(int position) {
    return outcomes[Objects.checkIndex(position, size())];
  }

  /**
   * Returns the action played from a position.
   *
   * @param position 0 to {@code size() − 1}
   * @return the action
   * @throws IndexOutOfBoundsException if there is no such position
   */
  public int action(int position) {
    return actions[Objects.checkIndex(position, size())];
  }

  /**
   * Returns the number of the game a position is from.
   *
   * @param position 0 to {@code size() − 1}
   * @return the game's index in its run
   * @throws IndexOutOfBoundsException if there is no such position
   */
  public int gameIndex(int position) {
    return gameIndices[Objects.checkIndex(position, size())];
  }

  /**
   * Returns a position's ply in its game.
   *
   * @param position 0 to {@code size() − 1}
   * @return 0 for the start
   * @throws IndexOutOfBoundsException if there is no such position
   */
  public int ply(int position) {
    return plies[Objects.checkIndex(position, size())];
  }

  /**
   * Returns the search's value of a position for its player to move: the mean of the values its
   * simulations backed up.
   *
   * @param position 0 to {@code size() − 1}
   * @return −1 to +1; NaN for data of format 2, which did not record it
   * @throws IndexOutOfBoundsException if there is no such position
   */
  @API(status = EXPERIMENTAL, since = "0.2.0")
  public float rootValue(int position) {
    return rootValues[Objects.checkIndex(position, size())];
  }

  /**
   * Returns the Q of the action played from a position: the mean value of the simulations through
   * it, for the position's player to move.
   *
   * @param position 0 to {@code size() − 1}
   * @return −1 to +1; NaN for data of format 2, which did not record it
   * @throws IndexOutOfBoundsException if there is no such position
   */
  @API(status = EXPERIMENTAL, since = "0.2.0")
  public float actionQ(int position) {
    return actionQs[Objects.checkIndex(position, size())];
  }

  /**
   * Returns the format the data was read from or will be written in.
   *
   * @return 3, or 2 for data read from a file of format {@code boardrules-selfplay/2}
   */
  @API(status = EXPERIMENTAL, since = "0.2.0")
  public int formatVersion() {
    return formatVersion;
  }

  /**
   * Returns the settings of the run that played the games.
   *
   * @return the settings; empty for data of format 2, which did not record them
   */
  @API(status = EXPERIMENTAL, since = "0.2.0")
  public Optional<SelfPlaySettings> settings() {
    return Optional.ofNullable(settings);
  }

  /**
   * Returns the games, in the order of their positions: each one's number, positions, seed,
   * whether it was cut at the ply cap, and its start.
   *
   * @return the games; empty for data of format 2, which did not record them
   */
  @API(status = EXPERIMENTAL, since = "0.2.0")
  public List<SelfPlayGame> games() {
    List<SelfPlayGame> games = new ArrayList<>(starts.length);
    for (int g = 0; g < starts.length; g++) {
      int first = gameOffsets[g];
      games.add(new SelfPlayGame(gameIndices[first], first, gameOffsets[g + 1] - first, gameSeeds[g], truncated[g],
          starts[g]));
    }
    return games;
  }

  /**
   * Joins data sets of the same run, in the order given: what a run split into shards does with
   * its shards' data.
   *
   * @param parts data of one configured game and one run's settings
   * @return their positions and games, one after the other
   * @throws IllegalArgumentException if the parts are of different games, shapes, action counts,
   *     settings or formats, or there are none
   */
  public static SelfPlayData concat(List<SelfPlayData> parts) {
    if (parts.isEmpty()) {
      throw new IllegalArgumentException("concat needs at least one part");
    }
    SelfPlayData first = parts.get(0);
    for (SelfPlayData part : parts) {
      if (!part.game.equals(first.game) || !Arrays.equals(part.shape, first.shape)
          || part.actionCount != first.actionCount || !Objects.equals(part.settings, first.settings)
          || part.formatVersion != first.formatVersion) {
        throw new IllegalArgumentException("cannot join " + part.describe() + " to " + first.describe());
      }
    }
    if (first.settings == null) {
      return joinFormat2(parts);
    }
    Builder builder = new Builder(first.settings, first.shape, first.actionCount);
    for (SelfPlayData part : parts) {
      for (int g = 0; g < part.starts.length; g++) {
        for (int i = part.gameOffsets[g]; i < part.gameOffsets[g + 1]; i++) {
          builder.add(part.gameIndices[i], part.plies[i], part.observation(i), part.legalActions(i),
              part.legalPolicy(i), part.actions[i], part.outcomes[i], part.rootValues[i], part.actionQs[i]);
        }
        builder.endGame(part.gameSeeds[g], part.truncated[g], part.starts[g]);
      }
    }
    return builder.build();
  }

  private static SelfPlayData joinFormat2(List<SelfPlayData> parts) {
    SelfPlayData first = parts.get(0);
    Builder builder = new Builder(first.game, first.shape, first.actionCount);
    for (SelfPlayData part : parts) {
      for (int i = 0; i < part.size(); i++) {
        builder.add(part.gameIndices[i], part.plies[i], part.observation(i), part.legalActions(i),
            part.legalPolicy(i), part.actions[i], part.outcomes[i], Float.NaN, Float.NaN);
      }
    }
    return builder.build();
  }

  private String describe() {
    return game + " (format " + formatVersion + ", shape " + Arrays.toString(shape) + ", " + actionCount
        + " actions, settings " + (settings == null ? "none" : settings.toJson()) + ")";
  }

  /**
   * Returns a batch of positions' legal-action masks, dense, as a network's policy head sees them:
   * {@code (to − from) × actionCount()} flags, row-major.
   *
   * @param from the first position
   * @param to one past the last position
   * @return the masks, a new array
   * @throws IndexOutOfBoundsException if the range is not within {@code 0} to {@code size()}
   * @throws IllegalArgumentException if the batch would hold more than {@value #MAX_DENSE_VALUES}
   *     values
   */
  public boolean[] legalMasks(int from, int to) {
    boolean[] masks = new boolean[denseSize(from, to)];
    for (int i = from; i < to; i++) {
      long row = (long) (i - from) * actionCount;
      for (int k = legalOffsets[i]; k < legalOffsets[i + 1]; k++) {
        masks[(int) (row + legalActions[k])] = true;
      }
    }
    return masks;
  }

  /**
   * Returns a batch of positions' visit distributions, dense: {@code (to − from) × actionCount()}
   * shares, row-major, 0 off the legal actions.
   *
   * @param from the first position
   * @param to one past the last position
   * @return the distributions, a new array
   * @throws IndexOutOfBoundsException if the range is not within {@code 0} to {@code size()}
   * @throws IllegalArgumentException if the batch would hold more than {@value #MAX_DENSE_VALUES}
   *     values
   */
  public float[] policies(int from, int to) {
    float[] policies = new float[denseSize(from, to)];
    for (int i = from; i < to; i++) {
      long row = (long) (i - from) * actionCount;
      for (int k = legalOffsets[i]; k < legalOffsets[i + 1]; k++) {
        policies[(int) (row + legalActions[k])] = legalPolicy[k];
      }
    }
    return policies;
  }

  private int denseSize(int from, int to) {
    Objects.checkFromToIndex(from, to, size());
    long values = (long) (to - from) * actionCount;
    if (values > MAX_DENSE_VALUES) {
      throw new IllegalArgumentException("positions " + from + " to " + to + " of " + game + " densified are "
          + values + " values (" + (to - from) + " × " + actionCount + " actions); a dense batch holds at most "
          + MAX_DENSE_VALUES + ": ask for at most " + Math.max(1, MAX_DENSE_VALUES / actionCount)
          + " positions at once, or use legalActions and legalPolicy");
    }
    return (int) values;
  }

  /**
   * Writes the data as a self-play file, replacing the file. The file appears complete or not at
   * all: the data goes to temporary files next to it, which are moved into place at the end.
   *
   * @param file the file
   * @throws IOException if it cannot be written
   * @throws IllegalStateException if the data was read from a file of format 2
   */
  public void write(Path file) throws IOException {
    try (SelfPlayWriter writer = SelfPlayWriter.open(file, settingsToWrite(), shape, actionCount)) {
      writer.append(this);
      writer.finish();
    }
  }

  /** The settings, which data of format 2 lacks: it cannot be written as format 3. */
  SelfPlaySettings settingsToWrite() {
    if (settings == null) {
      throw new IllegalStateException(this + " was read from a file of format 2, which has no settings, games or"
          + " search values: it cannot be written as format 3 (play the games again)");
    }
    return settings;
  }

  /**
   * Writes the data in the self-play file format, the same bytes as {@link #write} and {@link
   * SelfPlayWriter} write for these positions. The bytes depend only on the data.
   *
   * @param out where to write; not closed
   * @throws IOException if writing fails
   * @throws IllegalStateException if the data was read from a file of format 2
   */
  public void writeTo(OutputStream out) throws IOException {
    String json = settingsToWrite().toJson();
    int width = SelfPlayFormat.startWidth(longestStart());
    SelfPlayFormat.write(out, game, json, shape, actionCount, size(), legalActions.length, starts.length, width,
        column -> o -> {
          LittleEndianOutput le = new LittleEndianOutput(o);
          if (column == SelfPlayFormat.Column.GAME_START) {
            for (String start : starts) {
              le.putBytes(start.getBytes(StandardCharsets.UTF_8), width);
            }
          } else {
            writeColumn(column, le, 0, 0, true);
          }
          le.drain();
        });
  }

  /** The length in UTF-8 bytes of the longest start text. */
  int longestStart() {
    int longest = 0;
    for (String start : starts) {
      longest = Math.max(longest, start.getBytes(StandardCharsets.UTF_8).length);
    }
    return longest;
  }

  /** The start texts of the games, in order. */
  List<String> starts() {
    return List.of(starts);
  }

  /**
   * Writes one column of these positions and games, but not the start texts. The legal offsets are
   * shifted by {@code legalBase} (the legal actions written before), the game offsets by {@code
   * positionBase} (the positions written before), and their leading 0 is left out unless asked for.
   */
  void writeColumn(SelfPlayFormat.Column column, LittleEndianOutput out, long legalBase, long positionBase,
      boolean leadingOffset) throws IOException {
    switch (column) {
      case OBSERVATION -> out.putFloats(observations);
      case LEGAL_OFFSETS -> {
        for (int i = leadingOffset ? 0 : 1; i < legalOffsets.length; i++) {
          out.putLong(legalBase + legalOffsets[i]);
        }
      }
      case LEGAL_ACTIONS -> out.putInts(legalActions);
      case POLICY -> out.putFloats(legalPolicy);
      case OUTCOME -> out.putFloats(outcomes);
      case ACTION -> out.putInts(actions);
      case GAME_INDEX -> out.putInts(gameIndices);
      case PLY -> out.putInts(plies);
      case ROOT_VALUE -> out.putFloats(rootValues);
      case ACTION_Q -> out.putFloats(actionQs);
      case GAME_OFFSETS -> {
        for (int g = leadingOffset ? 0 : 1; g < gameOffsets.length; g++) {
          out.putLong(positionBase + gameOffsets[g]);
        }
      }
      case GAME_SEED -> {
        for (long seed : gameSeeds) {
          out.putLong(seed);
        }
      }
      case GAME_TRUNCATED -> {
        for (boolean cut : truncated) {
          out.putByte(cut ? 1 : 0);
        }
      }
      case GAME_START -> throw new IllegalArgumentException("the start texts are written padded to their width");
    }
  }

  /**
   * Reads a self-play file written by {@link #write} or {@link SelfPlayWriter}.
   *
   * @param file the file
   * @return the data
   * @throws IOException if the file cannot be read
   * @throws IllegalArgumentException if it is not a self-play file of format {@value
   *     SelfPlayFormat#MARKER} or {@value SelfPlayFormat#VERSION_2}, naming the file, the entry and
   *     what is wrong
   */
  public static SelfPlayData read(Path file) throws IOException {
    try (InputStream in = Files.newInputStream(file)) {
      return readFrom(in, file.toString());
    }
  }

  /**
   * Reads the self-play file format.
   *
   * @param in the archive; read to its end, not closed
   * @param name the name to give in messages, such as the file's
   * @return the data
   * @throws IOException if reading fails
   * @throws IllegalArgumentException if it is not a self-play file of format {@value
   *     SelfPlayFormat#MARKER} or {@value SelfPlayFormat#VERSION_2} (cut short, corrupt, of another
   *     format or version, or too large to hold in memory), naming {@code name}, the entry and what
   *     is wrong
   */
  public static SelfPlayData readFrom(InputStream in, String name) throws IOException {
    return SelfPlayReader.read(in, name);
  }

  /** The arrays of a file as read, checked by the reader, given to the data as they are. */
  static SelfPlayData of(String game, int[] shape, int actionCount, float[] observations, int[] legalOffsets,
      int[] legalActions, float[] legalPolicy, int[] actions, int[] gameIndices, int[] plies, float[] outcomes,
      Games games) {
    return new SelfPlayData(game, shape, actionCount, observations, legalOffsets, legalActions, legalPolicy,
        actions, gameIndices, plies, outcomes, games);
  }

  @Override
  public boolean equals(@Nullable Object o) {
    if (!(o instanceof SelfPlayData d)) {
      return false;
    }
    return game.equals(d.game) && Arrays.equals(shape, d.shape) && actionCount == d.actionCount
        && Arrays.equals(observations, d.observations) && Arrays.equals(legalOffsets, d.legalOffsets)
        && Arrays.equals(legalActions, d.legalActions) && Arrays.equals(legalPolicy, d.legalPolicy)
        && Arrays.equals(actions, d.actions) && Arrays.equals(gameIndices, d.gameIndices)
        && Arrays.equals(plies, d.plies) && Arrays.equals(outcomes, d.outcomes)
        && formatVersion == d.formatVersion && Objects.equals(settings, d.settings)
        && Arrays.equals(rootValues, d.rootValues) && Arrays.equals(actionQs, d.actionQs)
        && Arrays.equals(gameOffsets, d.gameOffsets) && Arrays.equals(gameSeeds, d.gameSeeds)
        && Arrays.equals(truncated, d.truncated) && Arrays.equals(starts, d.starts);
  }

  @Override
  public int hashCode() {
    return Objects.hash(game, actionCount, Arrays.hashCode(shape), Arrays.hashCode(observations),
        Arrays.hashCode(legalActions), Arrays.hashCode(legalPolicy), Arrays.hashCode(outcomes));
  }

  @Override
  public String toString() {
    return "SelfPlayData[" + game + ", " + size() + " positions" + (formatVersion == 2 ? ", format 2" : ", "
        + starts.length + " games") + ", observation " + Arrays.toString(shape) + ", " + actionCount + " actions]";
  }

  /** Collects positions, game by game: {@link #add} each position, then {@link #endGame}. */
  static final class Builder {
    private final String game;
    private final @Nullable SelfPlaySettings settings;
    private final int[] shape;
    private final int actionCount;
    private final int observationSize;
    private final FloatList observations = new FloatList();
    private final FloatList legalPolicy = new FloatList();
    private final FloatList outcomes = new FloatList();
    private final FloatList rootValues = new FloatList();
    private final FloatList actionQs = new FloatList();
    private final IntList legalOffsets = new IntList();
    private final IntList legalActions = new IntList();
    private final IntList actions = new IntList();
    private final IntList gameIndices = new IntList();
    private final IntList plies = new IntList();
    private final IntList gameOffsets = new IntList();
    private final List<Long> gameSeeds = new ArrayList<>();
    private final List<Boolean> truncated = new ArrayList<>();
    private final List<String> starts = new ArrayList<>();

    /** Data of format 3, of a run with these settings. */
    Builder(SelfPlaySettings settings, int[] shape, int actionCount) {
      this(settings.game(), settings, shape, actionCount);
    }

    /** Data of format 2: no settings, games or search values. */
    Builder(String game, int[] shape, int actionCount) {
      this(game, null, shape, actionCount);
    }

    private Builder(String game, @Nullable SelfPlaySettings settings, int[] shape, int actionCount) {
      this.game = game;
      this.settings = settings;
      this.shape = shape.clone();
      this.actionCount = actionCount;
      this.observationSize = sizeOf(shape);
      legalOffsets.add(0);
      gameOffsets.add(0);
    }

    void add(int gameIndex, int ply, float[] observation, int[] legal, float[] policyOfLegal, int action,
        float outcome, float rootValue, float actionQ) {
      if (observation.length != observationSize || legal.length != policyOfLegal.length) {
        throw new IllegalArgumentException("position " + ply + " of game " + gameIndex
            + ": an observation of " + observation.length + " values (expected " + observationSize
            + ") or " + legal.length + " legal actions with " + policyOfLegal.length + " shares");
      }
      if ((long) observations.size() + observation.length > MAX_VALUES
          || (long) legalActions.size() + legal.length > MAX_VALUES) {
        throw new IllegalArgumentException("position " + ply + " of game " + gameIndex + " would take the data"
            + " past " + MAX_VALUES + " observation values or legal actions, the most an array holds in"
            + " memory: write runs this large as they are played (SelfPlayWriter, SelfPlay.write)");
      }
      observations.addAll(observation);
      for (int i = 0; i < legal.length; i++) {
        legalActions.add(legal[i]);
        legalPolicy.add(policyOfLegal[i]);
      }
      legalOffsets.add(legalActions.size());
      actions.add(action);
      gameIndices.add(gameIndex);
      plies.add(ply);
      outcomes.add(outcome);
      rootValues.add(rootValue);
      actionQs.add(actionQ);
    }

    /**
     * Ends the game of the positions added since the last call; a game without positions (its
     * start already over) is not recorded.
     */
    void endGame(long seed, boolean cut, String start) {
      if (outcomes.size() == gameOffsets.get(gameOffsets.size() - 1)) {
        return;
      }
      gameOffsets.add(outcomes.size());
      gameSeeds.add(seed);
      truncated.add(cut);
      starts.add(start);
    }

    SelfPlayData build() {
      int positions = outcomes.size();
      Games games;
      if (settings == null) {
        games = Games.absent(positions);
      } else {
        if (gameOffsets.get(gameOffsets.size() - 1) != positions) {
          throw new IllegalStateException("positions " + gameOffsets.get(gameOffsets.size() - 1) + " to "
              + positions + " belong to no game: endGame was not called");
        }
        boolean[] cut = new boolean[truncated.size()];
        for (int g = 0; g < cut.length; g++) {
          cut[g] = truncated.get(g);
        }
        games = new Games(3, settings, rootValues.toArray(), actionQs.toArray(), gameOffsets.toArray(),
            gameSeeds.stream().mapToLong(Long::longValue).toArray(), cut, starts.toArray(String[]::new));
      }
      return new SelfPlayData(game, shape, actionCount, observations.toArray(), legalOffsets.toArray(),
          legalActions.toArray(), legalPolicy.toArray(), actions.toArray(), gameIndices.toArray(),
          plies.toArray(), outcomes.toArray(), games);
    }
  }

  /** The capacity of a growing array of {@code size} values that needs room for {@code more}. */
  private static int grown(int size, int more) {
    return (int) Math.min(MAX_VALUES, Math.max(2L * size, (long) size + more));
  }

  /** A growing float array. */
  private static final class FloatList {
    private float[] values = new float[64];
    private int size;

    void add(float v) {
      if (size == values.length) {
        values = Arrays.copyOf(values, grown(size, 1));
      }
      values[size++] = v;
    }

    void addAll(float[] more) {
      if (size + more.length > values.length) {
        values = Arrays.copyOf(values, grown(size, more.length));
      }
      System.arraycopy(more, 0, values, size, more.length);
      size += more.length;
    }

    int size() {
      return size;
    }

    float[] toArray() {
      return Arrays.copyOf(values, size);
    }
  }

  /** A growing int array. */
  private static final class IntList {
    private int[] values = new int[64];
    private int size;

    void add(int v) {
      if (size == values.length) {
        values = Arrays.copyOf(values, grown(size, 1));
      }
      values[size++] = v;
    }

    int size() {
      return size;
    }

    int get(int i) {
      return values[Objects.checkIndex(i, size)];
    }

    int[] toArray() {
      return Arrays.copyOf(values, size);
    }
  }
}
