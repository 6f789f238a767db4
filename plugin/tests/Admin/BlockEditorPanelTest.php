<?php
/**
 * @package Freshwatch\Tests
 */

namespace Freshwatch\Tests\Admin;

use Freshwatch\Admin\BlockEditorPanel;
use Freshwatch\Tests\Support\Rest;
use Freshwatch\Tests\Support\TestCase;
use Freshwatch\Tests\Support\WordPress;

final class BlockEditorPanelTest extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		Rest::reset();
	}

	public function test_the_panel_is_enqueued_on_the_block_editor_of_monitored_post_types_with_the_packages_it_uses(): void {
		$panel = new BlockEditorPanel( FRESHWATCH_TESTS_PLUGIN_DIR . '/freshwatch.php' );
		$panel->register();
		$this->assertSame( array( array( $panel, 'enqueue' ) ), WordPress::callbacks( 'enqueue_block_editor_assets' ) );

		Rest::$screen = (object) array( 'post_type' => 'page' );
		$panel->enqueue();

		$script = Rest::$scripts['freshwatch-block-editor-panel'];
		$this->assertSame( 'https://site.example/wp-content/plugins/freshwatch/assets/js/block-editor-panel.js', $script['src'] );
		$this->assertFileExists( FRESHWATCH_TESTS_PLUGIN_DIR . '/assets/js/block-editor-panel.js' );
		$this->assertSame( array( 'wp-plugins', 'wp-edit-post', 'wp-element', 'wp-components', 'wp-data', 'wp-api-fetch', 'wp-notices', 'wp-i18n' ), $script['deps'] );
		$inline = Rest::$inline_scripts['freshwatch-block-editor-panel'][0];
		$this->assertStringStartsWith( 'window.freshwatchBlockEditor = {', $inline );
		$this->assertStringContainsString( '"visitor_triggered":{"type":"visitor_triggered","minTimeBetweenChecks":60}', $inline );
	}

	public function test_other_post_types_get_no_panel(): void {
		Rest::$screen = (object) array( 'post_type' => 'attachment' );

		( new BlockEditorPanel( FRESHWATCH_TESTS_PLUGIN_DIR . '/freshwatch.php' ) )->enqueue();

		$this->assertSame( array(), Rest::$scripts );
	}
}
