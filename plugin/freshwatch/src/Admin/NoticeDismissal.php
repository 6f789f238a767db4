<?php
/**
 * Remembers, per user and per site, which Freshwatch notice a user dismissed in which state.
 *
 * @package Freshwatch\Admin
 */

namespace Freshwatch\Admin;

defined( 'ABSPATH' ) || exit;

/**
 * A dismissible notice has a name and a state (a string that changes when what it says changes: a new
 * activation, a new connection problem). WordPress's own `is-dismissible` button hides the notice; a small
 * script then posts the name and the state it showed to admin-ajax.php with a nonce, and the notice stays
 * hidden for that user until its state changes. The state is stored only when it is still the current one, so
 * a click on a stale notice never hides a newer one.
 */
final class NoticeDismissal {

	const AJAX_ACTION = 'freshwatch_dismiss_notice';
	const USER_META   = 'freshwatch_dismissed_notices';

	/**
	 * Whether a notice was printed on this screen, so the script is only printed where it is needed.
	 *
	 * @var bool
	 */
	private static $printed = false;

	/**
	 * The notices that can be dismissed and the callables that give their current state ('' when not shown).
	 *
	 * @return array<string, callable>
	 */
	public static function notices(): array {
		return array(
			SetupNotice::NAME      => array( SetupNotice::class, 'state' ),
			ConnectionNotice::NAME => array( ConnectionNotice::class, 'state' ),
		);
	}

	public function register(): void {
		add_action( 'wp_ajax_' . self::AJAX_ACTION, array( $this, 'dismiss' ) );
		add_action( 'admin_footer', array( $this, 'print_script' ) );
	}

	/**
	 * Whether the current user dismissed this notice in this state on this site.
	 */
	public static function is_dismissed( string $notice, string $state ): bool {
		$dismissed = get_user_meta( get_current_user_id(), self::USER_META, true );
		$key       = self::key( $notice );
		return is_array( $dismissed ) && isset( $dismissed[ $key ] ) && $state === $dismissed[ $key ];
	}

	/**
	 * The attributes a dismissible notice's element carries for the script.
	 */
	public static function attributes( string $notice, string $state ): string {
		self::$printed = true;
		return sprintf(
			' data-freshwatch-notice="%1$s" data-freshwatch-state="%2$s" data-freshwatch-nonce="%3$s"',
			esc_attr( $notice ),
			esc_attr( $state ),
			esc_attr( wp_create_nonce( self::AJAX_ACTION ) )
		);
	}

	/**
	 * admin-ajax.php: stores the dismissal of the notice named in the request, in the state it showed.
	 */
	public function dismiss(): void {
		check_ajax_referer( self::AJAX_ACTION );
		$notice  = isset( $_POST['notice'] ) ? sanitize_key( wp_unslash( $_POST['notice'] ) ) : '';
		$state   = isset( $_POST['state'] ) ? sanitize_text_field( wp_unslash( $_POST['state'] ) ) : '';
		$notices = self::notices();
		if ( ! isset( $notices[ $notice ] ) ) {
			wp_send_json_error( array( 'message' => __( 'There is no such Freshwatch notice.', 'freshwatch' ) ), 400 );
		}
		if ( ! current_user_can( 'manage_options' ) ) {
			wp_send_json_error( array( 'message' => __( 'Sorry, you are not allowed to do that.', 'freshwatch' ) ), 403 );
		}
		if ( '' === $state || call_user_func( $notices[ $notice ] ) !== $state ) {
			// The notice has changed since it was shown: the new one has not been seen, so it stays.
			wp_send_json_error( array( 'message' => __( 'The notice has changed since it was shown.', 'freshwatch' ) ), 409 );
		}
		$user      = get_current_user_id();
		$dismissed = get_user_meta( $user, self::USER_META, true );
		$dismissed = is_array( $dismissed ) ? $dismissed : array();

		$dismissed[ self::key( $notice ) ] = $state;
		update_user_meta( $user, self::USER_META, $dismissed );
		wp_send_json_success();
	}

	/**
	 * WordPress's common.js adds the dismiss button to `.notice.is-dismissible` and hides the notice on click;
	 * this only tells the server. Plain script without dependencies: it runs on every admin screen.
	 */
	public function print_script(): void {
		if ( ! self::$printed ) {
			return;
		}
		?>
<script>
document.addEventListener( 'click', function ( event ) {
	var button = event.target.closest ? event.target.closest( '.freshwatch-dismissible .notice-dismiss' ) : null;
	if ( ! button || ! window.fetch ) {
		return;
	}
	var notice = button.closest( '.freshwatch-dismissible' );
	var body = new URLSearchParams();
	body.append( 'action', <?php echo wp_json_encode( self::AJAX_ACTION ); ?> );
	body.append( 'notice', notice.getAttribute( 'data-freshwatch-notice' ) );
	body.append( 'state', notice.getAttribute( 'data-freshwatch-state' ) );
	body.append( '_ajax_nonce', notice.getAttribute( 'data-freshwatch-nonce' ) );
	window.fetch( <?php echo wp_json_encode( admin_url( 'admin-ajax.php' ) ); ?>, { method: 'POST', credentials: 'same-origin', body: body } );
} );
</script>
		<?php
	}

	/**
	 * User meta is shared by every site of a network; the site's id keeps their notices apart.
	 */
	private static function key( string $notice ): string {
		return get_current_blog_id() . ':' . $notice;
	}

	/**
	 * Removes every user's dismissals (uninstall).
	 */
	public static function delete_all(): void {
		delete_metadata( 'user', 0, self::USER_META, '', true );
	}
}
